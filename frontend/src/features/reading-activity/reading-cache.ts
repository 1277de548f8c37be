import type { ApolloCache } from '@apollo/client';

/**
 * After a favourite or progress change, the member's lists and stats are recomputed by the
 * server: drop them from the cache so every screen that shows them (now or when opened next)
 * fetches them again. The changed Summary / ReadingProgress objects themselves are updated in
 * place by the mutation's answer.
 */
export function evictReadingLists(cache: ApolloCache): void {
  for (const fieldName of ['favorites', 'readingProgress', 'readingStats']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
