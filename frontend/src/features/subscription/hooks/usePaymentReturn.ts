import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { useToast } from '../../toast/hooks/useToast';

/**
 * Stripe sends the member back to /dashboard (spec section 4) with `redirect_status`; a
 * success gets spec section 8's toast once, then the address is cleaned and the user re-read.
 */
export function usePaymentReturn(onReturn: () => void): void {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const { refresh } = useAuth();
  const status = params.get('redirect_status');
  useEffect(() => {
    if (status !== 'succeeded') return;
    toast({
      title: 'Payment Successful',
      description: 'Welcome to Distill Premium! You now have unlimited access.',
    });
    setParams({}, { replace: true });
    void refresh();
    onReturn();
  }, [status, toast, setParams, refresh, onReturn]);
}
