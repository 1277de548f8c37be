import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../toast/hooks/useToast';

/** Spec section 4: payment confirmation returns to the dashboard. */
export function paymentReturnUrl(): string {
  return new URL('/dashboard', window.location.origin).toString();
}

/** The Payment Element follows the product's theme (the `dark` class on the document root). */
function elementsTheme(): 'night' | 'stripe' {
  return document.documentElement.classList.contains('dark') ? 'night' : 'stripe';
}

interface PaymentFormProps {
  stripe: Stripe;
  clientSecret: string;
  intentType: 'setup' | 'payment';
}

/** 'Complete Your Subscription': Stripe's Payment Element for the subscription's intent. */
export function PaymentForm({ stripe, clientSecret, intentType }: PaymentFormProps) {
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: elementsTheme() } }}>
      <PaymentFields intentType={intentType} />
    </Elements>
  );
}

function PaymentFields({ intentType }: { intentType: 'setup' | 'payment' }) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const ready = Boolean(stripe && elements && elementReady);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const confirmParams = { return_url: paymentReturnUrl() };
    const { error } =
      intentType === 'setup'
        ? await stripe.confirmSetup({ elements, confirmParams })
        : await stripe.confirmPayment({ elements, confirmParams });
    // Success leaves the page for return_url; only a failure comes back here.
    if (error) {
      toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' });
    }
    setProcessing(false);
  }

  return (
    <form onSubmit={submit} aria-labelledby="payment-heading" className="grid gap-6">
      <div className="min-h-24" data-testid="payment-element">
        <PaymentElement onReady={() => setElementReady(true)} />
      </div>
      {intentType === 'setup' && (
        <p className="text-sm text-muted-foreground">
          Nothing is charged today: your card is saved for when your 7-day trial ends.
        </p>
      )}
      <Button type="submit" variant="premium" size="lg" disabled={!ready || processing}>
        <CreditCard className="size-4" aria-hidden />
        {processing ? 'Processing...' : 'Complete Payment'}
      </Button>
    </form>
  );
}
