import { useContext } from 'react';
import { FreePicksContext, type FreePicksState } from '../free-picks-context';
import { unlockedUntilText } from '../free-picks';

/** The signed-in member's free picks this month (see FreePicksProvider). */
export function useFreePicks(): FreePicksState {
  return useContext(FreePicksContext);
}

/** "Unlocked until 30 November" when the member unlocked this summary with a pick, else null. */
export function useUnlockedUntilText(summaryId: string): string | null {
  const { unlockedUntil, timeZone, month } = useFreePicks();
  const until = month ? unlockedUntil.get(summaryId) : undefined;
  return until ? unlockedUntilText(until, timeZone) : null;
}
