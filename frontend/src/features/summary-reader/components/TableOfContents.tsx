import { Check, Lock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ReaderSection } from '../reader-types';

interface TableOfContentsProps {
  sections: readonly ReaderSection[];
  currentIndex: number;
  /** The summary is finished: every section is read, whichever one is open. */
  finished: boolean;
  /** Null when the sections are locked: titles are listed but cannot be opened. */
  onSelect: ((index: number) => void) | null;
  headingId: string;
}

export function TableOfContents({
  sections,
  currentIndex,
  finished,
  onSelect,
  headingId,
}: TableOfContentsProps) {
  return (
    <nav aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Contents
      </h2>
      <ol className="mt-3 grid gap-1">
        {sections.map((section, index) => {
          const current = onSelect !== null && index === currentIndex;
          const done = onSelect !== null && (finished || index < currentIndex);
          const label = (
            <>
              <span
                className={cn(
                  'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border text-muted-foreground',
                )}
                aria-hidden
              >
                {onSelect === null ? (
                  <Lock className="size-3" />
                ) : done ? (
                  <Check className="size-3" />
                ) : (
                  index + 1
                )}
              </span>
              <span className="text-left leading-snug">{section.title}</span>
            </>
          );
          return (
            <li key={section.id}>
              {onSelect ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  aria-current={current ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg px-3 py-2 text-sm transition-colors',
                    current ? 'bg-accent font-medium text-accent-foreground' : 'hover:bg-muted',
                  )}
                >
                  {label}
                </button>
              ) : (
                <div className="flex items-start gap-3 px-3 py-2 text-sm text-muted-foreground">
                  {label}
                  <span className="sr-only">(locked)</span>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
