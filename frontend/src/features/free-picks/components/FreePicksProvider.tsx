import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { hasPremiumAccess } from '../../auth/auth-types';
import { useAuth } from '../../auth/hooks/useAuth';
import { memberTimeZone } from '../../reading-activity/reading-lists';
import { monthOnOffer } from '../free-picks';
import { FreePicksContext, type FreePicksState } from '../free-picks-context';
import { FreePicksDocument } from '../../../gql/graphql';

/**
 * Asks for the member's free picks once for every screen that talks GraphQL, when a part of it
 * shows them: the locked panel, the dashboard, the library and the book cards read them from
 * here (`useFreePicks`). A page without such a part (a free summary's reader, the highlights,
 * the review) makes no such call, nor do the pages of visitors, Premium members and admins, who
 * are never offered picks.
 */
export function FreePicksProvider({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const eligible = state.status === 'signedIn' && !hasPremiumAccess(state.user);
  const [asked, setAsked] = useState(false);
  const ask = useCallback(() => setAsked(true), []);
  // Asking the browser for its time zone loads its date formatting (a long task on a phone), so
  // only members offered picks ask, on a page that shows them; no one else's page shows a date
  // from here. The gateway renders a member's first view without it (it is the browser's): that
  // page, and its hydration, show no picks; they are asked for once the page is live.
  const knownTimeZone = useBrowserValue(() => (eligible && asked ? browserTimeZone() : null));
  const timeZone = knownTimeZone ?? 'UTC';
  const { data } = useQuery(FreePicksDocument, {
    variables: { timeZone },
    skip: !eligible || !knownTimeZone,
  });
  const month = eligible && knownTimeZone ? monthOnOffer(data?.freePicks) : null;
  const value = useMemo<FreePicksState>(
    () => ({
      timeZone,
      month,
      unlockedUntil: new Map(
        (month?.summaries ?? []).map((pick) => [pick.summaryId, pick.unlockedUntil]),
      ),
      ask,
    }),
    [timeZone, month, ask],
  );
  return <FreePicksContext.Provider value={value}>{children}</FreePicksContext.Provider>;
}

/** The browser's time zone, asked once per page: it does not change while the page is open. */
let timeZoneOfBrowser: string | undefined;
function browserTimeZone(): string {
  return (timeZoneOfBrowser ??= memberTimeZone());
}
