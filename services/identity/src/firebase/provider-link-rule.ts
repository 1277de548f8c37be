/** The Distill account that already holds the e-mail of a provider sign-in. */
export interface SameEmailAccount {
  id: string;
  firebaseUid: string | null;
  hasPassword: boolean;
}

export type ProviderSignInDecision =
  /** No account holds the e-mail: the provider identity becomes a new account. */
  | 'create'
  /** The member proved the account is theirs: the provider identity joins it. */
  | 'link'
  /** The account is joinable, but only with the member's Distill password. */
  | 'link-required'
  /** The account is joined to another provider identity, or has no password to prove it with. */
  | 'email-taken';

/**
 * Whether a provider identity (not yet linked to any account) may create or join an account.
 * Its e-mail is verified (an unverified one is refused before this rule); still, a provider's
 * "email verified" is no proof: the Firebase Auth emulator grants it for any
 * e-mail, and any provider may be wrong. Only the member's own Distill password, checked for
 * this very account (`provenAccountId`), joins it.
 */
export function decideProviderSignIn(
  sameEmail: SameEmailAccount | null,
  provenAccountId: string | null,
): ProviderSignInDecision {
  if (!sameEmail) return 'create';
  if (sameEmail.firebaseUid !== null || !sameEmail.hasPassword) return 'email-taken';
  return sameEmail.id === provenAccountId ? 'link' : 'link-required';
}
