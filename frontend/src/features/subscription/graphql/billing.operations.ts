import { graphql } from '../../../gql';

export const BillingConfigurationQuery = graphql(`
  query BillingConfiguration {
    billingConfiguration {
      paymentsEnabled
      publishableKey
      trialDays
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
  mutation GrantComplimentaryPremium($userId: ID!) {
    grantComplimentaryPremium(userId: $userId) {
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

/** Spec section 7's "create subscription" (the monthly plan); resumes an open one. */
export const StartSubscriptionMutation = graphql(`
  mutation StartSubscription {
    startSubscription {
      status
      clientSecret
      intentType
    }
  }
`);
