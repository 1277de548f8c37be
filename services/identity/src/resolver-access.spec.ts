import { type DeclaredAccess } from '@distill/platform';
import { resolverAccessTable } from '@distill/platform/testing';
import { IDENTITY_FEATURES } from './subgraph.js';

/**
 * Who may call each of identity's resolvers (docs/architecture.md, "Add a guarded resolver"). A
 * resolver without @Public(), @MemberOnly(), @AdminOnly() or @GatewayOnly() fails here, naming
 * itself; a new one, or a changed access, changes this list in the same review.
 */
const ACCESS: Record<string, DeclaredAccess> = {
  'Mutation.authenticateApiKey': 'gateway',
  'Mutation.cancelAccountDeletion': 'member',
  'Mutation.confirmPasswordReset': 'gateway',
  'Mutation.confirmRegistration': 'gateway',
  'Mutation.createApiKey': 'admin',
  'Mutation.linkFirebaseAccount': 'gateway',
  'Mutation.receiveEmailWebhook': 'gateway',
  'Mutation.removeSignInMethod': 'member',
  'Mutation.requestAccountDeletion': 'member',
  'Mutation.requestDataArchive': 'member',
  'Mutation.requestPasswordReset': 'gateway',
  'Mutation.requestRegistration': 'gateway',
  'Mutation.revokeApiKey': 'admin',
  'Mutation.revokeViewerSessions': 'member',
  'Mutation.setInitialPassword': 'member',
  'Mutation.signInWithFirebase': 'gateway',
  'Mutation.signInWithPassword': 'gateway',
  'Mutation.signOut': 'gateway',
  'Mutation.storeDataArchive': 'member',
  'Query.accountDeletionGraceDays': 'public',
  'Query.apiKeys': 'admin',
  'Query.dataArchiveContent': 'member',
  'Query.dataArchiveLinkDays': 'gateway',
  'Query.emailDeliveryReport': 'admin',
  'Query.emailPreview': 'gateway',
  'Query.memberCount': 'public',
  'Query.myDataArchive': 'member',
  'Query.myIdentityData': 'member',
  'Query.users': 'admin',
  'Query.viewer': 'public',
  'Query.viewerForSession': 'gateway',
  'Query.viewerSignInMethods': 'member',
  'User.__resolveReference': 'public',
  'User.pendingDeletion': 'public',
};

describe('identity resolvers', () => {
  it('each declares who may call it, as listed', () => {
    expect(resolverAccessTable(IDENTITY_FEATURES)).toEqual(ACCESS);
  });
});
