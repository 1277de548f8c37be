import { useContext, useEffect } from 'react';
import { FreePicksContext, type FreePicksState } from '../free-picks-context';
import { unlockedUntilText } from '../free-picks';

/**
 * The signed-in member's free picks this month (see FreePicksProvider), asked for once the part
 * showing them is on the page.
 */
export function useFreePicks(): FreePicksState {
  const picks = useContext(FreePicksContext);
  const { ask } = picks;
  useEffect(() => ask(), [ask]);
  return picks;
}

/** "Unlocked until 30 November" when the member unlocked this summary with a pick, else null. */
export function useUnlockedUntilText(summaryId: string): string | null {
  const { unlockedUntil, timeZone, month } = useFreePicks();
  const until = month ? unlockedUntil.get(summaryId) : undefined;
  return until ? unlockedUntilText(until, timeZone) : null;
}
