import { hasPremiumEntitlement, isSubscriptionStatus } from '@distill/contracts';
import type { SessionUserFieldsFragment } from '../../gql/graphql';

/**
 * The signed-in user as the session routes answer it (spec section 3; typed from the schema by
 * graphql/session-user.fragment.ts). Right after a provider sign-in the provisional user may
 * have no e-mail yet.
 */
export type User = Omit<SessionUserFieldsFragment, 'email'> & { email: string | null };

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: User }
  | { status: 'signedOut'; user: null };

/** The product's one entitlement rule (libs/contracts), applied to the signed-in user. */
export function hasPremiumAccess(user: Pick<User, 'role' | 'subscriptionStatus'> | null): boolean {
  if (!user) return false;
  return hasPremiumEntitlement({
    kind: 'member',
    role: user.role === 'admin' ? 'admin' : 'user',
    subscriptionStatus: isSubscriptionStatus(user.subscriptionStatus)
      ? user.subscriptionStatus
      : 'free',
  });
}
