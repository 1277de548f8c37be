import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/graphql-errors';
import { useAuth } from '../../auth/hooks/useAuth';
import { useToast } from '../../toast/hooks/useToast';
import { deletionDate } from '../deletion-date';
import {
  AccountDeletionQuery,
  CancelAccountDeletionMutation,
} from '../graphql/account-deletion.graphql';

/**
 * A member who signs in during the grace period: when their account goes, and "Keep my account".
 * Shown above every screen that talks GraphQL while the deletion is pending.
 */
export function PendingDeletionNotice() {
  const { state } = useAuth();
  const { toast } = useToast();
  const signedIn = state.status === 'signedIn';
  const { data } = useQuery(AccountDeletionQuery, { skip: !signedIn });
  const [cancel, { loading }] = useMutation(CancelAccountDeletionMutation, {
    refetchQueries: [AccountDeletionQuery],
    awaitRefetchQueries: true,
  });
  const pending = signedIn ? data?.viewer?.pendingDeletion : null;
  if (!pending) return null;

  const keep = async () => {
    try {
      await cancel();
      toast({ title: 'Your account will not be deleted' });
    } catch (caught) {
      toast({
        title: 'Could not keep your account',
        description: serverMessage(caught),
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      role="region"
      aria-label="Account deletion"
      className="border-b border-destructive/40 bg-destructive/10 px-4 py-3"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          Your account is scheduled for deletion on{' '}
          <strong>{deletionDate(pending.eraseAfter)}</strong>. Everything Distill holds about you
          will be erased then.
        </p>
        <Button size="sm" disabled={loading} onClick={() => void keep()}>
          Keep my account
        </Button>
      </div>
    </div>
  );
}
