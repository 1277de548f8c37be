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

/** Spec section 4: admins are treated as subscribers; otherwise the subscription must be active. */
export function hasPremiumAccess(user: User | null): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.subscriptionStatus === 'active';
}
