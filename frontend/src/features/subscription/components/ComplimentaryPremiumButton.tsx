import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { GrantComplimentaryPremiumMutation as GrantAnswer } from '../../../gql/graphql';
import { hasPremiumAccess, type User } from '../../auth/auth-types';
import { useToast } from '../../toast/hooks/useToast';
import {
  GrantComplimentaryPremiumMutation,
  RevokeComplimentaryPremiumMutation,
} from '../graphql/billing.operations';

/**
 * User Management: an admin gives a member complimentary Premium or takes it back (recorded by
 * billing; no payment). Billing answers the member's new access, written at once to the member
 * in the store so their row shows it (identity learns it from billing's event a moment later).
 */
export function ComplimentaryPremiumButton({
  user,
}: {
  user: Pick<User, 'id' | 'email' | 'role' | 'subscriptionStatus' | 'subscriptionType'>;
}) {
  const applyAccess = (
    cache: ApolloCache,
    access: GrantAnswer['grantComplimentaryPremium'] | undefined,
  ) => {
    if (!access) return;
    cache.modify({
      id: cache.identify({ __typename: 'User', id: user.id }),
      fields: {
        subscriptionStatus: () => access.subscriptionStatus,
        subscriptionType: () => access.subscriptionType,
      },
    });
  };
  const [grant, granting] = useMutation(GrantComplimentaryPremiumMutation, {
    update: (cache, { data }) => applyAccess(cache, data?.grantComplimentaryPremium),
  });
  const [revoke, revoking] = useMutation(RevokeComplimentaryPremiumMutation, {
    update: (cache, { data }) => applyAccess(cache, data?.revokeComplimentaryPremium),
  });
  const { toast } = useToast();
  if (user.role === 'admin') return null;
  const complimentary = user.subscriptionType === 'complimentary';
  if (!complimentary && hasPremiumAccess(user)) return null;

  async function change() {
    try {
      if (complimentary) await revoke({ variables: { userId: user.id } });
      else await grant({ variables: { userId: user.id } });
      toast({
        title: complimentary ? 'Complimentary Premium revoked' : 'Complimentary Premium granted',
        description: user.email ?? undefined,
      });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <Button
      size="sm"
      variant="outline"
      onClick={change}
      disabled={granting.loading || revoking.loading}
    >
      <Gift className="size-4" aria-hidden />
      {complimentary ? 'Revoke Premium' : 'Grant Premium'}
    </Button>
  );
}
