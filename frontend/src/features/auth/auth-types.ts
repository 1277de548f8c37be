import { hasPremiumEntitlement, isSubscriptionStatus } from '@distill/contracts';

/** The signed-in user as the API describes it (spec section 3). */
export interface User {
  id: string;
  email: string | null;
  role: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  subscriptionStatus: string;
  subscriptionType?: string | null;
}

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: User }
  | { status: 'signedOut'; user: null };

/** The product's one entitlement rule (libs/contracts), applied to the signed-in user. */
export function hasPremiumAccess(user: User | null): boolean {
  if (!user) return false;
  return hasPremiumEntitlement({
    kind: 'member',
    role: user.role === 'admin' ? 'admin' : 'user',
    subscriptionStatus: isSubscriptionStatus(user.subscriptionStatus)
      ? user.subscriptionStatus
      : 'free',
  });
}
