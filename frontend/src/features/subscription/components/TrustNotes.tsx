import { Lock, RotateCcw, ShieldCheck } from 'lucide-react';

export function TrustNotes() {
  return (
    <ul
      className="grid gap-3 text-sm text-muted-foreground sm:grid-cols-3"
      aria-label="Our promises"
    >
      <li className="flex items-center gap-2">
        <Lock className="size-4 text-primary" aria-hidden />
        Secure payment by Stripe
      </li>
      <li className="flex items-center gap-2">
        <RotateCcw className="size-4 text-primary" aria-hidden />
        30-day money-back guarantee
      </li>
      <li className="flex items-center gap-2">
        <ShieldCheck className="size-4 text-primary" aria-hidden />
        Cancel anytime
      </li>
    </ul>
  );
}
