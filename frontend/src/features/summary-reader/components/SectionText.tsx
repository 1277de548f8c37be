import { Fragment, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { paragraphRanges, paragraphRuns, type MarkedRange, type TextRange } from '../text-ranges';

interface SectionTextProps {
  content: string;
  /** Highlights to draw, newest first. */
  marks?: readonly MarkedRange[];
  /** The sentence being read aloud: shown and kept in view. */
  spoken?: TextRange | null;
  /** Draws the mark of one highlight around its text (`first`: its first piece on screen). */
  renderMark?: (markId: string, children: ReactNode, first: boolean) => ReactNode;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * A section's content as paragraphs (like `Paragraphs`; never interpreted as HTML), each
 * paragraph tagged with its offsets in the content so selections map back to them.
 */
export function SectionText({
  content,
  marks = [],
  spoken = null,
  renderMark,
  ref,
  className,
}: SectionTextProps) {
  const spokenRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    spokenRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [spoken?.start]);

  const seen = new Set<string>();
  return (
    <div ref={ref} className={className}>
      {paragraphRanges(content).map((paragraph) => (
        <p key={paragraph.start} data-start={paragraph.start} data-end={paragraph.end}>
          {paragraphRuns(paragraph, marks, spoken).map((run) => {
            const pieces = run.pieces.map((piece) => {
              const text = content.slice(piece.start, piece.end);
              if (!piece.spoken) return <span key={piece.start}>{text}</span>;
              const first = piece.start === spoken?.start;
              return (
                <span
                  key={piece.start}
                  ref={first ? spokenRef : undefined}
                  data-spoken=""
                  className="rounded-sm bg-primary/15 underline decoration-primary decoration-2 underline-offset-4"
                >
                  {text}
                </span>
              );
            });
            const first = run.markId !== null && !seen.has(run.markId);
            if (run.markId !== null) seen.add(run.markId);
            return (
              <Fragment key={run.start}>
                {run.markId !== null && renderMark ? renderMark(run.markId, pieces, first) : pieces}
              </Fragment>
            );
          })}
        </p>
      ))}
    </div>
  );
}
