import type { ReactNode } from 'react';

/** The subscribe page's payment column, whether the card is asked for now or later. */
export function PaymentPanel({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="payment-heading"
      className="self-start rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="payment-heading" className="text-xl font-semibold">
        Complete Your Subscription
      </h2>
      {children}
    </section>
  );
}
