import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import { SideCard } from '../../reading-activity/components/SideCard';
import { HighlightsOverviewQuery } from '../graphql/highlights.graphql';
import { countText, highlightHref } from '../highlight-filter';

/** The dashboard's Highlights card: the count and the latest three with their book. */
export function HighlightsCard() {
  const page = useQuery(HighlightsOverviewQuery, { fetchPolicy: 'cache-and-network' }).data
    ?.highlights;
  return (
    <SideCard id="highlights-card" title="Highlights">
      {!page ? (
        <Skeleton className="mt-3 h-16 w-full" />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="highlights-card-count">
            {countText(page.totalCount)}
          </p>
          {page.items.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">
              Select a passage in a summary to highlight it.
            </p>
          ) : (
            <ul className="mt-3 space-y-3">
              {page.items.map((highlight) => (
                <li key={highlight.id}>
                  <Link
                    to={highlightHref(highlight)}
                    className="block rounded-lg p-1 text-sm hover:bg-muted/50"
                  >
                    <span className="line-clamp-2">“{highlight.quote}”</span>
                    <span className="mt-0.5 block text-xs text-muted-foreground">
                      {highlight.book.title}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/highlights"
            className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            All highlights
          </Link>
        </>
      )}
    </SideCard>
  );
}
