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

export const MySubscriptionQuery = graphql(`
  query MySubscription {
    mySubscription {
      ...MemberSubscriptionFields
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

/** Keeps the card saved during a trial (its SetupIntent) as the trial's payment method. */
export const SaveTrialCardMutation = graphql(`
  mutation SaveTrialCard($setupIntentId: ID!) {
    saveTrialCard(setupIntentId: $setupIntentId) {
      status
      paymentMethodOnFile
    }
  }
`);
