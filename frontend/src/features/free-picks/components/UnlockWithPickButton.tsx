import { LockOpen } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '../../../components/ui/button';
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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" disabled={pending}>
          <LockOpen className="size-4" aria-hidden />
          {pending ? 'Unlocking...' : 'Unlock with a free pick'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 text-left shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            Unlock this summary with a free pick?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {pickConfirmationText(month, timeZone)}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses({})} onClick={() => void unlock()}>
              Use a free pick
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
