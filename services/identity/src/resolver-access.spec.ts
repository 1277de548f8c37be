import { type DeclaredAccess } from '@distill/platform';
import { resolverAccessTable } from '@distill/platform/testing';
import { IDENTITY_FEATURES } from './subgraph.js';

/**
 * Who may call each of identity's resolvers (docs/architecture.md, "Add a guarded resolver"). A
 * resolver without @Public(), @MemberOnly(), @AdminOnly() or @GatewayOnly() fails here, naming
 * itself; a new one, or a changed access, changes this list in the same review.
 */
const ACCESS: Record<string, DeclaredAccess> = {
  'Query.accountDeletionGraceDays': 'public',
  'Query.memberCount': 'public',
  'Query.viewer': 'public',
  'User.__resolveReference': 'public',

  'Mutation.cancelAccountDeletion': 'member',
  'Mutation.removeSignInMethod': 'member',
  'Mutation.requestAccountDeletion': 'member',
  'Mutation.revokeViewerSessions': 'member',
  'Mutation.setInitialPassword': 'member',
  'Query.viewerSignInMethods': 'member',
  'User.pendingDeletion': 'member',

  'Mutation.createApiKey': 'admin',
  'Mutation.revokeApiKey': 'admin',
  'Query.apiKeys': 'admin',
  'Query.users': 'admin',

  'Mutation.authenticateApiKey': 'gateway',
  'Mutation.confirmPasswordReset': 'gateway',
  'Mutation.confirmRegistration': 'gateway',
  'Mutation.linkFirebaseAccount': 'gateway',
  'Mutation.requestPasswordReset': 'gateway',
  'Mutation.requestRegistration': 'gateway',
  'Mutation.signInWithFirebase': 'gateway',
  'Mutation.signInWithPassword': 'gateway',
  'Mutation.signOut': 'gateway',
  'Query.emailPreview': 'gateway',
  'Query.viewerForSession': 'gateway',
};

describe('identity resolvers', () => {
  it('each declares who may call it, as listed', () => {
    expect(resolverAccessTable(IDENTITY_FEATURES)).toEqual(ACCESS);
  });
});
