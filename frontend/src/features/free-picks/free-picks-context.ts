import { createContext } from 'react';
import type { FreePicksQuery } from '../../gql/graphql';

export type MemberMonthOfPicks = FreePicksQuery['freePicks'];

export interface FreePicksState {
  /** The member's IANA time zone: their month is counted, and its dates shown, in it. */
  timeZone: string;
  /**
   * The member's month when the offer applies to them; null for visitors, Premium members and
   * admins, when picks are turned off (FREE_MONTHLY_PICKS=0), and while it loads. Every trace
   * of the offer hangs on it.
   */
  month: MemberMonthOfPicks | null;
  /** Summary id -> when it locks again, for the summaries the member unlocked. */
  unlockedUntil: ReadonlyMap<string, string>;
  /** Asks for the member's month: called by every part that shows it (`useFreePicks`). */
  ask: () => void;
}

export const NO_FREE_PICKS: FreePicksState = {
  timeZone: 'UTC',
  month: null,
  unlockedUntil: new Map(),
  ask: () => {},
};

/**
 * Kept apart from the GraphQL client: book cards read it on pages that never load Apollo (the
 * landing page), where the default says "no picks".
 */
export const FreePicksContext = createContext<FreePicksState>(NO_FREE_PICKS);
