import { useMutation, useQuery } from '@apollo/client/react';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../toast/hooks/useToast';
import { BillingConfigurationQuery } from '../graphql/billing.operations';
import { useStripeJs } from '../hooks/useStripe';
import type { PlanId } from '../plans';
import { isPaymentsUnavailable, isUnauthorized } from '../subscription-api';
import { PaymentForm } from './PaymentForm';
import { signInPath } from '../../auth/auth-redirect';
import { StartSubscriptionDocument } from '../../../gql/graphql';
import { PaymentPanel } from './PaymentPanel';

/** Spec section 9: the 401 path sends the member to sign in after 500 ms. */
const UNAUTHORIZED_REDIRECT_MS = 500;
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server';

type Start =
  | { status: 'starting' }
  | { status: 'open'; clientSecret: string; intentType: 'setup' | 'payment' }
  | { status: 'unavailable' }
  | { status: 'failed' };

/** The payment side of /subscribe: starts the subscription of `plan`, then shows Stripe's form. */
export function Checkout({ plan, onAlreadyActive }: { plan: PlanId; onAlreadyActive: () => void }) {
  const configuration = useQuery(BillingConfigurationQuery);
  const settings = configuration.data?.billingConfiguration;
  const enabled = settings?.paymentsEnabled === true && Boolean(settings.publishableKey);
  const [start, setStart] = useState<Start>({ status: 'starting' });
  const [startSubscription] = useMutation(StartSubscriptionDocument);
  const { toast } = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    let timer: number | undefined;
    // Without an error the answer is there (errorPolicy "none"): a missing one is a failure.
    const answered = startSubscription({ variables: { plan } }).then(({ data }) => {
      if (!data) throw new Error('The subscription start had no answer');
      return data.startSubscription;
    });
    answered.then(
      (answer) => {
        if (!current) return;
        if (answer.status === 'active' || !answer.clientSecret) return onAlreadyActive();
        setStart({
          status: 'open',
          clientSecret: answer.clientSecret,
          intentType: answer.intentType === 'payment' ? 'payment' : 'setup',
        });
      },
      (error: unknown) => {
        if (!current) return;
        if (isUnauthorized(error)) {
          toast({
            title: 'Unauthorized',
            description: 'You are logged out. Logging in again...',
            variant: 'destructive',
          });
          timer = window.setTimeout(
            () => navigate(signInPath('/subscribe')),
            UNAUTHORIZED_REDIRECT_MS,
          );
          return;
        }
        if (isPaymentsUnavailable(error)) return setStart({ status: 'unavailable' });
        toast({
          title: 'Error',
          description: 'Failed to initialize subscription. Please try again.',
          variant: 'destructive',
        });
        setStart({ status: 'failed' });
      },
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [enabled, navigate, onAlreadyActive, plan, startSubscription, toast]);

  const stripe = useStripeJs(start.status === 'open' ? (settings?.publishableKey ?? null) : null);

  let body;
  if (configuration.error) {
    body = <Notice>Failed to initialize subscription. Please try again.</Notice>;
  } else if ((settings && !enabled) || start.status === 'unavailable') {
    body = <Notice>{PAYMENTS_NOT_CONFIGURED}. No payment can be taken right now.</Notice>;
  } else if (start.status === 'failed') {
    body = <Notice>Failed to initialize subscription. Please try again.</Notice>;
  } else if (start.status === 'open' && stripe.status === 'failed') {
    body = (
      <Notice>
        The secure payment form from Stripe could not load. Check your connection (or any content
        blocker) and reload the page.
      </Notice>
    );
  } else if (start.status === 'open' && stripe.status === 'ready') {
    body = (
      <PaymentForm
        stripe={stripe.stripe}
        clientSecret={start.clientSecret}
        intentType={start.intentType}
      />
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Preparing secure payment...
      </p>
    );
  }

  return (
    <PaymentPanel>
      <div className="mt-6">{body}</div>
    </PaymentPanel>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      {children}
    </p>
  );
}
