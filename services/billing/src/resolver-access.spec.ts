import { type DeclaredAccess } from '@distill/platform';
import { resolverAccessTable } from '@distill/platform/testing';
import { BILLING_FEATURES } from './subgraph.js';

/**
 * Who may call each of billing's resolvers (docs/architecture.md, "Add a guarded resolver"). A
 * resolver without @Public(), @MemberOnly(), @AdminOnly() or @GatewayOnly() fails here, naming
 * itself; a new one, or a changed access, changes this list in the same review.
 */
const ACCESS: Record<string, DeclaredAccess> = {
  'Mutation.changePlan': 'member',
  'Mutation.createBillingPortalSession': 'member',
  'Mutation.grantComplimentaryPremium': 'admin',
  'Mutation.receiveStripeWebhook': 'gateway',
  'Mutation.revokeComplimentaryPremium': 'admin',
  'Mutation.saveTrialCard': 'member',
  'Mutation.startSubscription': 'member',
  'Mutation.startTrial': 'member',
  'Query.billingConfiguration': 'public',
  'Query.complimentaryGrants': 'admin',
  'Query.myBillingData': 'member',
  'Query.mySubscription': 'member',
  'Query.trialAvailable': 'public',
};

describe('billing resolvers', () => {
  it('each declares who may call it, as listed', () => {
    expect(resolverAccessTable(BILLING_FEATURES)).toEqual(ACCESS);
  });
});
