import { Gift } from 'lucide-react';
import { AdminCard } from '../../admin/components/AdminCard';
import { QueryView } from '../../admin/components/QueryView';
import { useFreePicksOverview } from '../hooks/useFreePicksOverview';

/** The Settings tab's Free Picks card: the monthly number (FREE_MONTHLY_PICKS) and this month's use. */
export function FreePicksSettings() {
  const overview = useFreePicksOverview();
  return (
    <AdminCard headingId="free-picks-settings-heading" icon={Gift} title="Free Picks">
      <QueryView
        data={overview.data?.freePicksOverview}
        error={overview.error}
        noun="free picks"
        placeholders={2}
      >
        {({ monthlyPicks, usedThisMonth, month }) => (
          <dl className="grid gap-3" data-testid="free-picks-settings">
            <div className="flex items-baseline justify-between rounded-xl bg-muted p-4">
              <dt className="text-sm text-muted-foreground">Free picks per member each month</dt>
              <dd className="text-2xl font-bold">{monthlyPicks === 0 ? 'Off' : monthlyPicks}</dd>
            </div>
            <div className="flex items-baseline justify-between rounded-xl bg-muted p-4">
              <dt className="text-sm text-muted-foreground">Picks used in {month}</dt>
              <dd className="text-2xl font-bold">{usedThisMonth}</dd>
            </div>
          </dl>
        )}
      </QueryView>
      <p className="mt-3 text-xs text-muted-foreground">
        Set by FREE_MONTHLY_PICKS; 0 turns the offer off.
      </p>
    </AdminCard>
  );
}
