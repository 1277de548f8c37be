import { useCallback, useState } from 'react';
import { useToast } from '../../toast/hooks/useToast';
import { serverMessage } from '../../../lib/graphql-errors';

/**
 * Runs an admin change with spec section 8's toasts: the success title on success, a
 * destructive 'Error' with the server's message on failure. Resolves to whether it succeeded.
 */
export function useAdminAction() {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, successTitle: string): Promise<boolean> => {
      setPending(true);
      try {
        await action();
        toast({ title: successTitle });
        return true;
      } catch (error) {
        toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [toast],
  );

  /** A form's own check failed: the same destructive toast, no request. */
  const refuse = useCallback(
    (message: string) => toast({ title: 'Error', description: message, variant: 'destructive' }),
    [toast],
  );

  return { run, refuse, pending };
}
