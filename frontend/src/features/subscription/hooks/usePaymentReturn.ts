import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../../lib/graphql-errors';
import { useAuth } from '../../auth/hooks/useAuth';
import { useToast } from '../../toast/hooks/useToast';
import { SaveTrialCardMutation } from '../graphql/billing.operations';

/**
 * Stripe sends the member back to /dashboard (spec section 4) with `redirect_status`; a
 * success gets spec section 8's toast once, then the address is cleaned and the user re-read.
 * A card saved during a trial (a SetupIntent) is first made the trial's payment method, so the
 * dashboard shows it at once and the trial converts at its end.
 */
export function usePaymentReturn(onReturn: () => void): void {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const { refresh } = useAuth();
  const [saveTrialCard] = useMutation(SaveTrialCardMutation);
  const status = params.get('redirect_status');
  const setupIntentId = params.get('setup_intent');
  useEffect(() => {
    if (status !== 'succeeded') return;
    toast({
      title: 'Payment Successful',
      description: 'Welcome to Distill Premium! You now have unlimited access.',
    });
    setParams({}, { replace: true });
    const saved = setupIntentId
      ? saveTrialCard({ variables: { setupIntentId } }).then(
          () => undefined,
          (error: unknown) =>
            toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
        )
      : Promise.resolve();
    void saved.then(() => {
      void refresh();
      onReturn();
    });
  }, [status, setupIntentId, toast, setParams, refresh, onReturn, saveTrialCard]);
}
