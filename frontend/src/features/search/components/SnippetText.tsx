import { cn } from '../../../lib/cn';
import { markClasses } from '../../highlights-in-reader/highlight-colors';
import { snippetParts } from '../snippet';

/**
 * A search snippet (escaped text whose only markup is `<mark>`) as text with the matched words
 * in <mark>; never interpreted as HTML. The catalogue's results and /highlights' both show it.
 */
export function SnippetText({
  snippet,
  as: Element = 'p',
  className,
  testId = 'search-snippet',
}: {
  snippet: string;
  as?: 'p' | 'span' | 'blockquote';
  className?: string;
  testId?: string;
}) {
  return (
    <Element className={className} data-testid={testId}>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <mark key={index} className={cn('rounded-sm px-0.5 text-foreground', markClasses.yellow)}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Element>
  );
}
