import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ReadingOverviewQuery } from '../graphql/reading.graphql';
import { memberTimeZone } from '../reading-lists';

/** The member's stats, progress and favourites (the signed-in home and the dashboard). */
export function useReadingOverview() {
  const timeZone = useMemo(() => memberTimeZone(), []);
  return useQuery(ReadingOverviewQuery, { variables: { timeZone } });
}

export type ReadingOverview = NonNullable<ReturnType<typeof useReadingOverview>['data']>;
export type ReadingStats = ReadingOverview['readingStats'];
export type ProgressItem = ReadingOverview['readingProgress'][number];
export type FavoriteItem = ReadingOverview['favorites'][number];
