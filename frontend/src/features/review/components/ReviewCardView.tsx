import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { ReviewCardFieldsFragment } from '../../../gql/graphql';
import { CoverImage } from '../../summary-cards/components/CoverImage';
import { GRADES, type ReviewGradeKey } from '../review-queue';

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * One review card: the quote with its book, its note (if it has one) revealed on demand (Space),
 * and the four grades (keys 1-4). A new card takes the focus, so a screen reader reads it.
 */
export function ReviewCardView({
  card,
  progress,
  grading,
  onGrade,
}: {
  card: ReviewCardFieldsFragment;
  progress: string;
  grading: boolean;
  onGrade: (grade: ReviewGradeKey) => void;
}) {
  const [revealed, setRevealed] = useState(false);
  const article = useRef<HTMLElement>(null);
  // Each showing of a card starts with its note hidden; a card graded Again comes back the same.
  const [shownCard, setShownCard] = useState(card);
  if (shownCard !== card) {
    setShownCard(card);
    setRevealed(false);
  }
  useEffect(() => article.current?.focus(), [card]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingInField(event.target)) return;
      if (event.key === ' ') {
        // Space reveals on the card, never activating a grade; elsewhere (the header, the
        // daily limits) it keeps its usual job.
        const target = event.target as Node | null;
        if (target !== document.body && !article.current?.contains(target)) return;
        event.preventDefault();
        setRevealed(true);
        return;
      }
      const grade = GRADES.find((item) => item.key === event.key);
      if (grade && !grading) {
        event.preventDefault();
        onGrade(grade.grade);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [grading, onGrade]);

  const { summary } = card;
  return (
    <article
      ref={article}
      tabIndex={-1}
      aria-labelledby="review-card-progress review-card-quote"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm outline-none sm:p-8"
      data-testid="review-card"
    >
      <p
        id="review-card-progress"
        className="text-sm text-muted-foreground"
        data-testid="review-progress"
      >
        <span className="sr-only">Card </span>
        {progress}
      </p>
      <div className="mt-4 flex items-center gap-4">
        <div className="w-14 shrink-0 overflow-hidden rounded-md">
          <CoverImage src={summary.coverImageUrl} title={summary.title} author={summary.author} />
        </div>
        <div className="min-w-0">
          <p className="font-semibold">{summary.title}</p>
          <p className="text-sm text-muted-foreground">{summary.author}</p>
        </div>
      </div>
      <blockquote
        id="review-card-quote"
        className="mt-6 border-l-4 border-primary pl-4 text-lg leading-relaxed sm:text-xl"
      >
        {card.quote}
      </blockquote>

      <div className="mt-6 min-h-12" aria-live="polite">
        {/* Only a card with a note has one to reveal. */}
        {!card.note ? null : revealed ? (
          <p className="text-muted-foreground" data-testid="review-note">
            <span className="font-medium text-foreground">Your note: </span>
            {card.note}
          </p>
        ) : (
          <Button variant="outline" onClick={() => setRevealed(true)}>
            Show note
            <kbd className="rounded border border-border px-1.5 text-xs text-muted-foreground">
              Space
            </kbd>
          </Button>
        )}
      </div>

      <div role="group" aria-label="How well did you remember it?" className="mt-6">
        <p className="text-sm text-muted-foreground" aria-hidden>
          How well did you remember it?
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GRADES.map(({ grade, label, key }) => (
            <Button
              key={grade}
              variant={grade === 'good' ? 'primary' : 'outline'}
              disabled={grading}
              onClick={() => onGrade(grade)}
              aria-keyshortcuts={key}
            >
              {label}
              <kbd className="rounded border border-current/30 px-1.5 text-xs opacity-80">
                {key}
              </kbd>
            </Button>
          ))}
        </div>
      </div>
    </article>
  );
}
