import { useMutation } from '@apollo/client/react';
import { Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { hasPremiumAccess, type User } from '../../auth/auth-types';
import { useToast } from '../../toast/hooks/useToast';
import {
  GrantComplimentaryPremiumMutation,
  RevokeComplimentaryPremiumMutation,
} from '../graphql/billing.operations';

/**
 * User Management: an admin gives a member complimentary Premium or takes it back (recorded by
 * billing; no payment). `onChanged` runs once billing has recorded it.
 */
export function ComplimentaryPremiumButton({
  user,
  onChanged,
}: {
  user: Pick<User, 'id' | 'email' | 'role' | 'subscriptionStatus' | 'subscriptionType'>;
  onChanged: () => void;
}) {
  const [grant, granting] = useMutation(GrantComplimentaryPremiumMutation);
  const [revoke, revoking] = useMutation(RevokeComplimentaryPremiumMutation);
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
      // Identity applies billing's change within about two seconds: look now and once more then.
      onChanged();
      window.setTimeout(onChanged, 2_000);
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
