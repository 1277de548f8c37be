import { graphql } from '../../../gql';

export const BillingConfigurationQuery = graphql(`
  query BillingConfiguration {
    billingConfiguration {
      paymentsEnabled
      publishableKey
      trialDays
      plans {
        id
        amountCents
        currency
        interval
      }
    }
  }
`);

/** Whether billing still offers this member the card-free trial (never guessed here). */
export const TrialAvailableQuery = graphql(`
  query TrialAvailable {
    trialAvailable
  }
`);

/** Monthly ⇄ annual for a subscriber; Stripe prorates. */
export const ChangePlanMutation = graphql(`
  mutation ChangePlan($plan: BillingPlanId!) {
    changePlan(plan: $plan) {
      status
      type
      amountCents
      currency
      currentPeriodEnd
    }
  }
`);

export const MySubscriptionQuery = graphql(`
  query MySubscription {
    mySubscription {
      status
      type
      amountCents
      currency
      trialEnd
      trialDaysLeft
      paymentMethodOnFile
      currentPeriodEnd
      cancelAtPeriodEnd
      cancelAt
      manageable
    }
  }
`);

export const CreateBillingPortalSessionMutation = graphql(`
  mutation CreateBillingPortalSession {
    createBillingPortalSession {
      url
    }
  }
`);

export const GrantComplimentaryPremiumMutation = graphql(`
  mutation GrantComplimentaryPremium($userId: ID!, $days: Int) {
    grantComplimentaryPremium(userId: $userId, days: $days) {
      subscriptionStatus
      subscriptionType
    }
  }
`);

export const RevokeComplimentaryPremiumMutation = graphql(`
  mutation RevokeComplimentaryPremium($userId: ID!) {
    revokeComplimentaryPremium(userId: $userId) {
      subscriptionStatus
      subscriptionType
    }
  }
`);

/** Spec section 7's "create subscription" with the plan chosen on /subscribe; resumes an open one. */
export const StartSubscriptionMutation = graphql(`
  mutation StartSubscription($plan: BillingPlanId!) {
    startSubscription(plan: $plan) {
      status
      clientSecret
      intentType
    }
  }
`);

/** The 7-day Premium trial without a card, once per member (the landing's promise). */
export const StartTrialMutation = graphql(`
  mutation StartTrial {
    startTrial {
      status
      trialDaysLeft
    }
  }
`);

/** Keeps the card saved during a trial (its SetupIntent) as the trial's payment method. */
export const SaveTrialCardMutation = graphql(`
  mutation SaveTrialCard($setupIntentId: ID!) {
    saveTrialCard(setupIntentId: $setupIntentId) {
      status
      paymentMethodOnFile
    }
  }
`);

/** When a member's complimentary Premium ends (null: until revoked), for User Management. */
export const ComplimentaryGrantsQuery = graphql(`
  query ComplimentaryGrants($userIds: [ID!]!) {
    complimentaryGrants(userIds: $userIds) {
      userId
      endsAt
    }
  }
`);
