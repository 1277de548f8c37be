import { LockOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useFreePicks } from '../hooks/useFreePicks';
import { useUnlockWithPick } from '../hooks/useUnlockWithPick';

/** The locked panel's "Unlock with a free pick", beside the upgrade, while picks are left. */
export function UnlockWithPickButton({ summaryId }: { summaryId: string }) {
  const { month } = useFreePicks();
  const { unlock, pending } = useUnlockWithPick(summaryId);
  if (!month || month.left === 0) return null;
  return (
    <Button variant="outline" onClick={() => void unlock()} disabled={pending}>
      <LockOpen className="size-4" aria-hidden />
      {pending ? 'Unlocking...' : 'Unlock with a free pick'}
    </Button>
  );
}
