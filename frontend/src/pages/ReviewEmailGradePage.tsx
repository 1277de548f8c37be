import { useSearchParams } from 'react-router-dom';
import { ReviewEmailGrade } from '../features/review-emails/components/ReviewEmailGrade';
import { useDocumentTitle } from '../lib/use-document-title';

/** /review/email?token=…&grade=again|good: a review e-mail's grade link, no sign-in needed. */
export default function ReviewEmailGradePage() {
  useDocumentTitle('Grade a highlight');
  const [params] = useSearchParams();
  const token = params.get('token');
  const grade = params.get('grade');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Grade a highlight</h1>
      <div className="mt-8">
        {token && (grade === 'again' || grade === 'good') ? (
          <ReviewEmailGrade token={token} grade={grade} />
        ) : (
          <p role="alert" className="text-destructive">
            This review link is not valid. Open your review to grade this highlight.
          </p>
        )}
      </div>
    </div>
  );
}
