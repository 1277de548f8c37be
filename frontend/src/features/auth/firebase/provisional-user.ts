import type { User } from '../auth-types';

export interface ProviderProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/**
 * Spec section 4: right after an identity-provider sign-in the client builds a user from the
 * provider's profile (free subscription, first and last name split from the display name) until
 * the server's record replaces it.
 */
export function provisionalUser(profile: ProviderProfile): User {
  const [firstName = '', ...rest] = (profile.displayName ?? '').trim().split(/\s+/);
  return {
    id: profile.uid,
    email: profile.email,
    role: 'user',
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
    profileImageUrl: profile.photoURL,
    subscriptionStatus: 'free',
    subscriptionType: 'free',
  };
}
