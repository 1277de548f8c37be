declare global {
  interface Window {
    /**
     * Set by the gateway in its pages in the local payments mode of `npm start` (development,
     * no Stripe account): the stand-in Stripe.js it serves in place of js.stripe.com.
     */
    distillLocalPayments?: { stripeJs: string };
  }
}

/** The test card the local Stripe double charges, and the one it declines, as Stripe's do. */
export const LOCAL_TEST_CARD = '4242 4242 4242 4242';
export const LOCAL_DECLINED_CARD = '4000 0000 0000 0002';

/** The stand-in Stripe.js's address in the local payments mode; null with real Stripe. */
export function localPaymentsStripeJs(): string | null {
  return typeof window === 'undefined' ? null : (window.distillLocalPayments?.stripeJs ?? null);
}

let standIn: Promise<void> | null = null;

/**
 * Loads the gateway's stand-in Stripe.js once. It sets `window.Stripe`, which @stripe/stripe-js
 * then uses instead of injecting js.stripe.com (which the local mode's page does not admit).
 */
export function loadStandInStripeJs(src: string): Promise<void> {
  standIn ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      // A failed load may succeed on the next try (the double restarting).
      standIn = null;
      reject(new Error('The local stand-in for Stripe.js could not load'));
    });
    document.head.appendChild(script);
  });
  return standIn;
}
