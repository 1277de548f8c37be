import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { hasPremiumAccess } from '../features/auth/auth-types';
import { useAuth } from '../features/auth/hooks/useAuth';
import { AlreadyPremium } from '../features/subscription/components/AlreadyPremium';
import { AuthenticationRequired } from '../features/subscription/components/AuthenticationRequired';
import { Checkout } from '../features/subscription/components/Checkout';
import { LocalPaymentsNotice } from '../features/subscription/components/LocalPaymentsNotice';
import { localPaymentsStripeJs } from '../features/subscription/local-payments';
import { PlanCard } from '../features/subscription/components/PlanCard';
import { SubscriptionFaq } from '../features/subscription/components/SubscriptionFaq';
import { TrustNotes } from '../features/subscription/components/TrustNotes';
import { PlanChoice } from '../features/subscription/components/PlanChoice';
import { TrialOffer } from '../features/subscription/components/TrialOffer';
import {
  BillingConfigurationQuery,
  MySubscriptionQuery,
  TrialAvailableQuery,
} from '../features/subscription/graphql/billing.operations';
import {
  type OfferedPlan,
  type PlanId,
  planFromSearch,
  planPriceText,
} from '../features/subscription/plans';
import { formatDate } from '../features/subscription/subscription-api';
import { useDocumentTitle } from '../lib/use-document-title';
import { PaymentPanel } from '../features/subscription/components/PaymentPanel';

/** The subscription page (spec section 2). Loaded only on /subscribe, with Stripe.js. */
export default function SubscribePage() {
  useDocumentTitle('Subscribe');
  const { state } = useAuth();
  const [alreadyActive, setAlreadyActive] = useState(false);
  const markActive = useCallback(() => setAlreadyActive(true), []);
  if (state.status === 'loading') return <PageLoading label="Checking your account" />;
  if (state.status === 'signedOut') return <AuthenticationRequired />;
  if (alreadyActive) return <AlreadyPremium />;
  if (state.user.role !== 'admin' && state.user.subscriptionStatus === 'trialing') {
    return <AddCardDuringTrial onAlreadyActive={markActive} />;
  }
  if (hasPremiumAccess(state.user)) return <AlreadyPremium />;
  return <Upgrade onAlreadyActive={markActive} />;
}

/**
 * A member without Premium: the card-free trial first while billing still offers it (their
 * first subscription then starts with the same 7 days), else the paid plans alone.
 */
function Upgrade({ onAlreadyActive }: { onAlreadyActive: () => void }) {
  const trial = useQuery(TrialAvailableQuery, { fetchPolicy: 'network-only' });
  if (trial.loading && !trial.data) return <PageLoading label="Checking your plans" />;
  const withTrial = trial.data?.trialAvailable === true;
  return (
    <SubscribeLayout
      title="Upgrade to Premium"
      intro={
        withTrial
          ? 'Start your 7-day free trial and read every summary in full.'
          : 'Choose a plan and read every summary in full.'
      }
      trialOffer={withTrial}
      note={(price) =>
        withTrial ? `7-day free trial, then ${price}.` : `${price}, charged today. Cancel anytime.`
      }
      onAlreadyActive={onAlreadyActive}
    />
  );
}

/**
 * A member trialing without a card (the landing's card-free trial) adds one here, so Premium
 * continues when the trial ends instead of stopping. With a card on file there is nothing to add.
 */
function AddCardDuringTrial({ onAlreadyActive }: { onAlreadyActive: () => void }) {
  const { data, loading } = useQuery(MySubscriptionQuery, { fetchPolicy: 'network-only' });
  const subscription = data?.mySubscription;
  if (loading && !subscription) return <PageLoading label="Checking your trial" />;
  if (!subscription?.trialEnd || subscription.paymentMethodOnFile) return <AlreadyPremium />;
  const trialEnd = formatDate(subscription.trialEnd);
  return (
    <SubscribeLayout
      title="Keep Premium after your trial"
      intro={`Your free trial ends on ${trialEnd}. Add a card to keep reading every summary after that: nothing is charged today, and you can cancel anytime.`}
      trialOffer={false}
      note={(price) => `Nothing is charged until ${trialEnd}, then ${price}.`}
      onAlreadyActive={onAlreadyActive}
    />
  );
}

function SubscribeLayout({
  title,
  intro,
  trialOffer,
  note,
  onAlreadyActive,
}: {
  title: string;
  intro: string;
  trialOffer: boolean;
  /** The plan card's line on when the first charge comes, for the chosen plan's price. */
  note: (price: string) => string;
  onAlreadyActive: () => void;
}) {
  const [search, setSearch] = useSearchParams();
  // Opening the checkout starts a subscription (with the trial, for a first one), so while the
  // card-free trial is on offer the checkout waits until the member chooses to give a card.
  const [withCard, setWithCard] = useState(false);
  const selected = planFromSearch(search);
  const configuration = useQuery(BillingConfigurationQuery);
  const plans = (configuration.data?.billingConfiguration.plans ?? []) as OfferedPlan[];
  const plan = plans.find((offered) => offered.id === selected);
  // The choice lives in the address, so the landing's annual button and a reload keep it.
  const select = (id: PlanId) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('plan', id);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-muted-foreground">{intro}</p>
      </header>
      {/* `npm start` without Stripe settings: the Stripe double, said before anything else. */}
      {localPaymentsStripeJs() && (
        <div className="mt-6">
          <LocalPaymentsNotice />
        </div>
      )}
      {/* Once the member chose the card form, its subscription carries the trial. */}
      {trialOffer && !withCard && (
        <div className="mt-8">
          <TrialOffer />
        </div>
      )}
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          {plans.length > 1 && <PlanChoice plans={plans} selected={selected} onSelect={select} />}
          {plan && <PlanCard plan={plan} note={note(planPriceText(plan))} />}
          <TrustNotes />
        </div>
        {trialOffer && !withCard ? (
          <CardLater price={plan ? planPriceText(plan) : null} onChoose={() => setWithCard(true)} />
        ) : (
          // A new plan is a new checkout: billing moves the open one to its price.
          <Checkout key={selected} plan={selected} onAlreadyActive={onAlreadyActive} />
        )}
      </div>
      <SubscriptionFaq />
    </div>
  );
}

function CardLater({ price, onChoose }: { price: string | null; onChoose: () => void }) {
  return (
    <PaymentPanel>
      <p className="mt-3 text-sm text-muted-foreground">
        Rather give your card now? Your subscription starts with the same 7-day free trial
        {price ? `, then ${price}` : ''}; nothing is charged today.
      </p>
      <Button variant="outline" className="mt-6 w-full" onClick={onChoose}>
        <CreditCard className="size-4" aria-hidden />
        Continue with a card
      </Button>
    </PaymentPanel>
  );
}
