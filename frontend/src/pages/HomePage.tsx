import { useQuery } from '@apollo/client/react';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { greetingFor } from '../features/auth/auth-redirect';
import type { User } from '../features/auth/auth-types';
import { ContinueReadingList } from '../features/reading-activity/components/ContinueReadingList';
import { StatCards } from '../features/reading-activity/components/StatCards';
import { useReadingOverview } from '../features/reading-activity/hooks/useReadingOverview';
import { BookCard, BookCardSkeleton } from '../features/summary-cards/components/BookCard';
import { FeaturedSummariesQuery } from '../features/summary-cards/graphql/featured-summaries.query';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec section 9: the signed-in home features 2 summaries. */
export const HOME_FEATURED_COUNT = 2;

/** The signed-in home (spec section 2): stats, Continue Reading, Featured This Week. */
export default function HomePage({ user }: { user: User }) {
  useDocumentTitle('Home');
  const { data, loading } = useQuery(FeaturedSummariesQuery, {
    variables: { limit: HOME_FEATURED_COUNT },
  });
  const featured = (data?.featuredSummaries ?? []).slice(0, HOME_FEATURED_COUNT);
  const overview = useReadingOverview().data;
  const returning = (overview?.readingProgress.length ?? 0) > 0;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {greetingFor(user, returning)}
      </h1>
      <p className="mt-3 text-muted-foreground">Pick up where you left off or find a new book.</p>

      <div className="mt-10">
        <StatCards stats={overview?.readingStats} />
      </div>

      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <ContinueReadingList items={overview?.readingProgress} />

        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="text-xl font-semibold">
            Featured This Week
          </h2>
          <ul
            data-testid="home-featured"
            aria-busy={loading}
            className="mt-4 grid grid-cols-2 gap-4 sm:gap-6"
          >
            {loading && !data
              ? Array.from({ length: HOME_FEATURED_COUNT }, (_, index) => (
                  <li key={index}>
                    <BookCardSkeleton />
                  </li>
                ))
              : featured.map((summary) => (
                  <li key={summary.id} className="flex">
                    <BookCard summary={summary} eager />
                  </li>
                ))}
          </ul>
        </section>
      </div>

      <section className="mt-12 rounded-2xl border border-border bg-card p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Ready for your next book?</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Browse the whole library or see your learning dashboard.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/library" size="lg">
            Explore the Library
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="outline" size="lg">
            Go to Dashboard
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
