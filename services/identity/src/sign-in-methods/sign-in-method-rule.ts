/** How a member signs in: their Distill password, or the identity-provider identity linked. */
export type SignInMethodKind = 'password' | 'provider';

/** The account's credentials, as far as the rule needs them. */
export interface AccountCredentials {
  hasPassword: boolean;
  hasProviderLink: boolean;
}

export function signInMethodsOf(account: AccountCredentials): SignInMethodKind[] {
  const methods: SignInMethodKind[] = [];
  if (account.hasPassword) methods.push('password');
  if (account.hasProviderLink) methods.push('provider');
  return methods;
}

export type RemovalDecision = 'remove' | 'not-linked' | 'last-method';

/**
 * Whether a member may remove one of their sign-in methods: only one the account has, and never
 * the last one (an account nobody can sign in to is lost; the reset flow would give it a password
 * again, but only by e-mail).
 */
export function decideRemoval(
  account: AccountCredentials,
  kind: SignInMethodKind,
): RemovalDecision {
  const methods = signInMethodsOf(account);
  if (!methods.includes(kind)) return 'not-linked';
  return methods.length > 1 ? 'remove' : 'last-method';
}
