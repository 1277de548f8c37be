import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarClock, Crown, ExternalLink } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../toast/hooks/useToast';
import {
  CreateBillingPortalSessionMutation,
  MySubscriptionQuery,
} from '../graphql/billing.operations';
import { usePaymentReturn } from '../hooks/usePaymentReturn';
import { isPlanId } from '../plans';
import { formatDate, formatMoney, trialDaysLeftText } from '../subscription-api';
import { SwitchPlanButton } from './SwitchPlanButton';

const PLAN_NAMES: Record<string, string> = {
  monthly: 'Premium Monthly',
  annual: 'Premium Annual',
  complimentary: 'Premium (complimentary)',
};

/** The dashboard's subscription card: plan, trial end, cancellation date, "Manage subscription". */
export function SubscriptionCard() {
  const { data, refetch } = useQuery(MySubscriptionQuery);
  const refetchSubscription = useCallback(() => void refetch(), [refetch]);
  usePaymentReturn(refetchSubscription);
  const [openPortal, portal] = useMutation(CreateBillingPortalSessionMutation);
  const { toast } = useToast();
  const subscription = data?.mySubscription;
  if (!subscription) return null;

  async function manage() {
    try {
      const result = await openPortal();
      const url = result.data?.createBillingPortalSession.url;
      if (url) window.location.assign(url);
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  }

  const price =
    subscription.amountCents !== null && subscription.currency
      ? `${formatMoney(subscription.amountCents, subscription.currency)}/${subscription.type === 'annual' ? 'year' : 'month'}`
      : null;
  return (
    <section
      aria-labelledby="subscription-heading"
      data-testid="subscription-card"
      className="rounded-2xl border border-amber-500/40 bg-card p-5 shadow-sm"
    >
      {/* The dashboard's side column is narrow: the card's parts stack. */}
      <div className="flex flex-col gap-4">
        <div>
          <h2 id="subscription-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Crown className="size-5 text-amber-500" aria-hidden />
            {PLAN_NAMES[subscription.type] ?? 'Premium'}
          </h2>
          {price && <p className="mt-1 text-sm text-muted-foreground">{price}</p>}
          <ul className="mt-4 grid gap-2 text-sm">
            {subscription.trialDaysLeft !== null && (
              <li className="font-medium" data-testid="trial-days-left">
                {trialDaysLeftText(subscription.trialDaysLeft)}
              </li>
            )}
            {subscription.trialEnd &&
              !subscription.cancelAtPeriodEnd &&
              (subscription.paymentMethodOnFile ? (
                <li className="flex items-center gap-2">
                  <CalendarClock className="size-4 text-primary" aria-hidden />
                  Free trial until {formatDate(subscription.trialEnd)}; your first charge is on that
                  day.
                </li>
              ) : (
                <li className="flex items-start gap-2">
                  <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>
                    Premium ends on {formatDate(subscription.trialEnd)} unless you add a card.{' '}
                    <Link to="/subscribe" className="font-medium text-primary hover:underline">
                      Add a card
                    </Link>
                  </span>
                </li>
              ))}
            {subscription.cancelAtPeriodEnd && subscription.cancelAt && (
              <li className="flex items-center gap-2" data-testid="subscription-cancel-at">
                <CalendarClock className="size-4 text-primary" aria-hidden />
                Cancelled: Premium until {formatDate(subscription.cancelAt)}.
              </li>
            )}
            {!subscription.trialEnd &&
              !subscription.cancelAtPeriodEnd &&
              subscription.currentPeriodEnd && (
                <li className="flex items-center gap-2">
                  <CalendarClock className="size-4 text-primary" aria-hidden />
                  Renews on {formatDate(subscription.currentPeriodEnd)}.
                </li>
              )}
            {subscription.status === 'past_due' && (
              <li role="alert" className="text-destructive">
                Your last payment failed. Update your card to keep Premium.
              </li>
            )}
          </ul>
        </div>
        {/* A trial without a card chooses its plan where the card is added (/subscribe). */}
        {subscription.manageable &&
          isPlanId(subscription.type) &&
          subscription.paymentMethodOnFile &&
          !subscription.cancelAtPeriodEnd &&
          subscription.status !== 'past_due' && (
            <SwitchPlanButton
              current={subscription.type}
              trialing={subscription.status === 'trialing'}
            />
          )}
        {subscription.manageable && (
          <Button variant="outline" onClick={manage} disabled={portal.loading}>
            <ExternalLink className="size-4" aria-hidden />
            Manage subscription
          </Button>
        )}
      </div>
    </section>
  );
}
