import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Gift } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  ComplimentaryGrantsDocument,
  type GrantComplimentaryPremiumMutation as GrantAnswer,
} from '../../../gql/graphql';
import { hasPremiumAccess, type User } from '../../auth/auth-types';
import { useToast } from '../../toast/hooks/useToast';
import { GRANT_LENGTHS, grantEndText, type GrantLength } from '../complimentary';
import {
  GrantComplimentaryPremiumMutation,
  RevokeComplimentaryPremiumMutation,
} from '../graphql/billing.operations';

/**
 * User Management: an admin gives a member complimentary Premium, for a chosen time or with no
 * end, or takes it back, each after a confirmation (recorded by billing; no payment). Billing
 * answers the member's new access, written at once to the member in the store so their row shows
 * it (identity learns it from billing's event a moment later); the row says when it ends.
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
  const complimentary = user.subscriptionType === 'complimentary';
  const grants = useQuery(ComplimentaryGrantsDocument, {
    variables: { userIds: [user.id] },
    skip: !complimentary,
  });
  const [grant, granting] = useMutation(GrantComplimentaryPremiumMutation, {
    update: (cache, { data }) => applyAccess(cache, data?.grantComplimentaryPremium),
    refetchQueries: [ComplimentaryGrantsDocument],
  });
  const [revoke, revoking] = useMutation(RevokeComplimentaryPremiumMutation, {
    update: (cache, { data }) => applyAccess(cache, data?.revokeComplimentaryPremium),
  });
  const [length, setLength] = useState<GrantLength>(GRANT_LENGTHS[0]);
  const lengthsName = useId();
  const { toast } = useToast();
  if (user.role === 'admin') return null;
  if (!complimentary && hasPremiumAccess(user)) return null;
  const endsAt = grants.data?.complimentaryGrants.find((row) => row.userId === user.id)?.endsAt;

  async function change() {
    try {
      if (complimentary) await revoke({ variables: { userId: user.id } });
      else await grant({ variables: { userId: user.id, days: length.days } });
      toast({
        title: complimentary ? 'Complimentary Premium revoked' : 'Complimentary Premium granted',
        description: user.email ?? undefined,
      });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  }

  const label = complimentary ? 'Revoke Premium' : 'Grant Premium';
  return (
    <>
      {complimentary && endsAt !== undefined && (
        <span data-testid="complimentary-ends">{grantEndText(endsAt)}</span>
      )}
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" disabled={granting.loading || revoking.loading}>
            <Gift className="size-4" aria-hidden />
            {label}
          </Button>
        }
        title={complimentary ? 'Revoke complimentary Premium?' : 'Grant complimentary Premium?'}
        description={
          complimentary
            ? `${user.email} goes back to the free plan at once.`
            : `${user.email} reads every summary without paying, for the time chosen.`
        }
        confirmLabel={label}
        pending={granting.loading || revoking.loading}
        onConfirm={() => void change()}
      >
        {!complimentary && (
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold">For how long?</legend>
            <div className="mt-2 grid gap-2">
              {GRANT_LENGTHS.map((choice) => (
                <label key={choice.label} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={lengthsName}
                    checked={choice === length}
                    onChange={() => setLength(choice)}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </ConfirmDialog>
    </>
  );
}
