import { FlaskConical } from 'lucide-react';
import { LOCAL_DECLINED_CARD, LOCAL_TEST_CARD } from '../local-payments';

/**
 * Said on /subscribe in the local payments mode (`npm start` without Stripe settings), so no one
 * takes the local Stripe double for real payments, nor types a real card into it.
 */
export function LocalPaymentsNotice() {
  return (
    <div
      role="note"
      aria-label="Local payments"
      className="flex gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p>
        <strong>Local payments: test mode.</strong> No real card is charged — use {LOCAL_TEST_CARD}.
        The test card {LOCAL_DECLINED_CARD} is declined, as it would be by Stripe.
      </p>
    </div>
  );
}
