import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/graphql-errors';
import {
  GradeFromReviewEmailMutation,
  ReviewEmailLinkQuery,
} from '../graphql/review-emails.graphql';

type EmailGrade = 'again' | 'good';
const LABEL: Record<EmailGrade, string> = { again: 'Again', good: 'Good' };

/**
 * A grade link from the review e-mail. Opening it grades nothing (mail scanners open links
 * too): the member confirms with a button, which grades the card once, without signing in.
 */
export function ReviewEmailGrade({ token, grade }: { token: string; grade: EmailGrade }) {
  const link = useQuery(ReviewEmailLinkQuery, { variables: { token } });
  const [gradeCard, graded] = useMutation(GradeFromReviewEmailMutation);
  const gradedAs =
    (graded.data?.gradeFromReviewEmail.gradedAs as EmailGrade | null | undefined) ??
    (link.data?.reviewEmailLink.gradedAs as EmailGrade | null | undefined);
  const failure = link.error ?? graded.error;

  if (link.loading) return <Skeleton className="h-48 w-full rounded-2xl" />;
  if (failure && !link.data) {
    return (
      <p role="alert" className="text-destructive">
        {serverMessage(failure)}
      </p>
    );
  }
  const card = link.data!.reviewEmailLink.card;
  return (
    <div className="grid gap-6">
      <figure className="rounded-2xl border border-border bg-card p-6">
        <blockquote className="font-serif text-xl leading-relaxed">“{card.quote}”</blockquote>
        <figcaption className="mt-3 text-sm text-muted-foreground">
          {card.summary.title} by {card.summary.author}
        </figcaption>
        {card.note && <p className="mt-3 text-sm">Your note: {card.note}</p>}
      </figure>
      {gradedAs ? (
        <p role="status">
          {graded.data
            ? `Graded ${LABEL[gradedAs]}.`
            : `This highlight was already graded ${LABEL[gradedAs]} from your e-mail.`}{' '}
          <Link to="/review" className="underline">
            Open your review
          </Link>
        </p>
      ) : (
        <div className="grid gap-3">
          {graded.error && (
            <p role="alert" className="text-destructive">
              {serverMessage(graded.error)}
            </p>
          )}
          <Button
            className="justify-self-start"
            disabled={graded.loading}
            onClick={() => void gradeCard({ variables: { token, grade } }).catch(() => undefined)}
          >
            Grade it {LABEL[grade]}
          </Button>
        </div>
      )}
    </div>
  );
}
