import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { BookCard, BookCardSkeleton } from '../../summary-cards/components/BookCard';
import type { SummaryCardFieldsFragment } from '../../../gql/graphql';
import { restJson } from '../../../lib/rest-client';

/** Spec section 9: the landing page shows the first 8 featured summaries. */
export const LANDING_FEATURED_COUNT = 8;

const teaserCategories = ['All', 'Business', 'Psychology', 'Self-Help', 'Science', 'Biography'];

type Featured =
  | { status: 'loading' }
  | { status: 'loaded'; summaries: SummaryCardFieldsFragment[] }
  | { status: 'failed' };

/**
 * The featured summaries change with the catalog, so the prerendered page shows placeholders and
 * asks after hydration. REST, not GraphQL, for the bundle size: the landing stays under its JS
 * budget because a visitor's first load of `/` carries no Apollo; the cached public route answers
 * the summary card's fields.
 */
function useFeaturedSummaries(): Featured {
  const [featured, setFeatured] = useState<Featured>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    restJson<SummaryCardFieldsFragment[]>(`/api/summaries/featured?limit=${LANDING_FEATURED_COUNT}`)
      .then((summaries) => {
        if (current) setFeatured({ status: 'loaded', summaries });
      })
      .catch((error: unknown) => {
        console.warn('Could not load the featured summaries.', error);
        if (current) setFeatured({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);
  return featured;
}

export function LibraryTeaser() {
  const featured = useFeaturedSummaries();
  const loading = featured.status === 'loading';

  return (
    <section id="library" aria-labelledby="library-heading" className="border-t border-border">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Library</p>
          <h2 id="library-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Explore our growing library
          </h2>
          <p className="mt-4 text-muted-foreground">
            10-15 new summaries every month across the topics that matter.
          </p>
        </div>
        <ul aria-label="Categories" className="mt-8 flex flex-wrap justify-center gap-2">
          {teaserCategories.map((name, index) => (
            <li key={name}>
              <Badge variant={index === 0 ? 'accent' : 'outline'} size="md">
                {name}
              </Badge>
            </li>
          ))}
        </ul>
        <div aria-busy={loading} className="mt-10">
          {featured.status === 'failed' ? (
            <p role="alert" className="text-center text-muted-foreground">
              The featured summaries could not be loaded right now. Please try again later.
            </p>
          ) : (
            <ul
              data-testid="featured-summaries"
              className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4"
            >
              {featured.status !== 'loaded'
                ? Array.from({ length: LANDING_FEATURED_COUNT }, (_, index) => (
                    <li key={index}>
                      <BookCardSkeleton />
                    </li>
                  ))
                : featured.summaries.slice(0, LANDING_FEATURED_COUNT).map((summary, index) => (
                    <li key={summary.id} className="flex">
                      <BookCard summary={summary} eager={index < 4} />
                    </li>
                  ))}
            </ul>
          )}
        </div>
        <div className="mt-10 text-center">
          <ButtonLink to="/auth" variant="outline" size="lg">
            Browse All Summaries
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
