import { LockOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pickConfirmationText } from '../free-picks';
import { useFreePicks } from '../hooks/useFreePicks';
import { useUnlockWithPick } from '../hooks/useUnlockWithPick';

/**
 * The locked panel's "Unlock with a free pick", beside the upgrade, while picks are left. A pick
 * is spent only after the member has read what it costs and until when it lasts (issue 42).
 */
export function UnlockWithPickButton({ summaryId }: { summaryId: string }) {
  const { month, timeZone } = useFreePicks();
  const { unlock, pending } = useUnlockWithPick(summaryId);
  if (!month || month.left === 0) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={pending}>
          <LockOpen className="size-4" aria-hidden />
          {pending ? 'Unlocking...' : 'Unlock with a free pick'}
        </Button>
      }
      title="Unlock this summary with a free pick?"
      description={pickConfirmationText(month, timeZone)}
      confirmLabel="Use a free pick"
      pending={pending}
      onConfirm={() => void unlock()}
    />
  );
}
