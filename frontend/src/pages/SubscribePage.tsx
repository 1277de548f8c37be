import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { hasPremiumAccess } from '../features/auth/auth-types';
import { useAuth } from '../features/auth/hooks/useAuth';
import { AlreadyPremium } from '../features/subscription/components/AlreadyPremium';
import { AuthenticationRequired } from '../features/subscription/components/AuthenticationRequired';
import { Checkout } from '../features/subscription/components/Checkout';
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
      {trialOffer && (
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
        {/* A new plan is a new checkout: billing moves the open one to its price. */}
        <Checkout key={selected} plan={selected} onAlreadyActive={onAlreadyActive} />
      </div>
      <SubscriptionFaq />
    </div>
  );
}
