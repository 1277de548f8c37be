import { toParagraphs } from '../../summary-cards/summary-text';

/** Renders plain text as paragraphs: content is never interpreted as HTML. */
export function Paragraphs({
  text,
  className,
}: {
  text: string | null | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      {toParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
