import { Link } from 'react-router-dom';
import { SideCard } from '../../reading-activity/components/SideCard';
import { unlockedUntilText } from '../free-picks';
import { useFreePicks } from '../hooks/useFreePicks';
import { FreePicksLeft } from './FreePicksLeft';

/** The dashboard's Free picks card: picks left this month and the summaries unlocked now. */
export function FreePicksCard() {
  const { month, timeZone } = useFreePicks();
  if (!month) return null;
  return (
    <SideCard id="free-picks-card" title="Free picks">
      <FreePicksLeft className="mt-1" labelled={false} />
      {month.summaries.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Unlock any Premium summary from its page and read it in full for {month.openDays} days.
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {month.summaries.map((pick) => (
            <li key={pick.summaryId}>
              <Link
                to={`/summary/${pick.summaryId}`}
                className="block rounded-lg p-1 text-sm hover:bg-muted/50"
              >
                <span className="line-clamp-2 font-medium">{pick.title}</span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  {unlockedUntilText(pick.unlockedUntil, timeZone)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}
