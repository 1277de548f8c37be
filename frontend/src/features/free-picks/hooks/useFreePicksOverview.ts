import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { memberTimeZone } from '../../reading-activity/reading-lists';
import { FreePicksOverviewDocument } from '../../../gql/graphql';

/** The admin's own zone: "this month" and the dates shown are theirs. */
export function useAdminTimeZone(): string {
  return useMemo(() => memberTimeZone(), []);
}

/** For admins: picks per member each month (0: turned off) and the picks made this month. */
export function useFreePicksOverview() {
  const timeZone = useAdminTimeZone();
  return useQuery(FreePicksOverviewDocument, { variables: { timeZone } });
}
