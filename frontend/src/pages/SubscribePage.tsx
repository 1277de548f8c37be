import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { hasPremiumAccess } from '../features/auth/auth-types';
import { useAuth } from '../features/auth/hooks/useAuth';
import { AlreadyPremium } from '../features/subscription/components/AlreadyPremium';
import { AuthenticationRequired } from '../features/subscription/components/AuthenticationRequired';
import { Checkout } from '../features/subscription/components/Checkout';
import { PlanCard } from '../features/subscription/components/PlanCard';
import { SubscriptionFaq } from '../features/subscription/components/SubscriptionFaq';
import { TrustNotes } from '../features/subscription/components/TrustNotes';
import { MySubscriptionQuery } from '../features/subscription/graphql/billing.operations';
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
  return (
    <SubscribeLayout
      title="Upgrade to Premium"
      intro="Start your 7-day free trial and read every summary in full."
      onAlreadyActive={markActive}
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
  return (
    <SubscribeLayout
      title="Keep Premium after your trial"
      intro={`Your free trial ends on ${formatDate(subscription.trialEnd)}. Add a card to keep reading every summary after that: nothing is charged today, and you can cancel anytime.`}
      onAlreadyActive={onAlreadyActive}
    />
  );
}

function SubscribeLayout({
  title,
  intro,
  onAlreadyActive,
}: {
  title: string;
  intro: string;
  onAlreadyActive: () => void;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-muted-foreground">{intro}</p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <PlanCard />
          <TrustNotes />
        </div>
        <Checkout onAlreadyActive={onAlreadyActive} />
      </div>
      <SubscriptionFaq />
    </div>
  );
}
