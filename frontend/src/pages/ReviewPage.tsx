import { Navigate } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { Skeleton } from '../components/ui/skeleton';
import { useAuth } from '../features/auth/hooks/useAuth';
import { ReviewCardView } from '../features/review/components/ReviewCardView';
import { ReviewEmailForm } from '../features/review-emails/components/ReviewEmailForm';
import { ReviewDone } from '../features/review/components/ReviewDone';
import { ReviewSettingsForm } from '../features/review/components/ReviewSettingsForm';
import { useReviewSession } from '../features/review/hooks/useReviewSession';
import { progressText, type ReviewGradeKey } from '../features/review/review-queue';
import { useToast } from '../features/toast/hooks/useToast';
import { serverMessage } from '../lib/graphql-errors';
import { useDocumentTitle } from '../lib/use-document-title';

/** /review: today's cards one at a time; visitors are sent to /auth. */
export default function ReviewPage() {
  useDocumentTitle('Daily Review');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading your review" />;
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  return <DailyReview />;
}

function DailyReview() {
  const { session, error, grade, grading, timeZone } = useReviewSession();
  const { toast } = useToast();
  const current = session?.queue[0];

  const onGrade = async (choice: ReviewGradeKey) => {
    try {
      await grade(choice);
    } catch (failure) {
      toast({
        title: 'Could not save the grade',
        description: serverMessage(failure),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Daily Review</h1>
      <p className="mt-2 text-muted-foreground">
        Recall each highlight, then grade how well you remembered it.
      </p>
      <div className="mt-8">
        {error && !session ? (
          <p role="alert" className="text-destructive">
            Your review could not be loaded. Please try again.
          </p>
        ) : !session ? (
          <Skeleton className="h-96 w-full rounded-2xl" />
        ) : current ? (
          <ReviewCardView
            card={current}
            progress={progressText(session)}
            grading={grading}
            onGrade={onGrade}
          />
        ) : (
          <ReviewDone reviewed={session.cards} timeZone={timeZone} />
        )}
      </div>
      <div className="mt-8 grid gap-4">
        <ReviewEmailForm />
        <ReviewSettingsForm />
      </div>
    </div>
  );
}
