// The pure entry loads Stripe.js only when asked (the main one loads it on import).
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { loadStandInStripeJs, localPaymentsStripeJs } from '../local-payments';

export type StripeLoad =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

const loads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key read at run time; loads once per key. In the local payments
 * mode the gateway's stand-in is loaded first, and Stripe.js is never fetched.
 */
export function useStripeJs(publishableKey: string | null): StripeLoad {
  const [load, setLoad] = useState<StripeLoad>({ status: 'loading' });
  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    let promise = loads.get(publishableKey);
    if (!promise) {
      const standIn = localPaymentsStripeJs();
      promise = standIn
        ? loadStandInStripeJs(standIn).then(() => loadStripe(publishableKey))
        : loadStripe(publishableKey);
      loads.set(publishableKey, promise);
      // A failed load may succeed later (network back): do not keep the failure.
      promise.catch(() => loads.delete(publishableKey));
    }
    promise.then(
      (stripe) => current && setLoad(stripe ? { status: 'ready', stripe } : { status: 'failed' }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return load;
}
