/** A Firebase Auth error as the SDK throws it: `code` is 'auth/<name>'. */
interface ProviderError {
  code?: unknown;
  message?: unknown;
}

function codeOf(error: unknown): string {
  const code = (error as ProviderError | null)?.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : '';
}

function ownMessageOf(error: unknown): string | null {
  const message = (error as ProviderError | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * The provider has no account with this e-mail and password (unknown e-mail, or another
 * password): the account may still be one the product's own password flow knows.
 */
export function isProviderCredentialMiss(error: unknown): boolean {
  return [
    'user-not-found',
    'wrong-password',
    'invalid-credential',
    'invalid-login-credentials',
  ].includes(codeOf(error));
}

/** Spec section 8: e-mail sign-in and sign-up errors of the identity provider. */
export function emailAuthErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'user-not-found':
      return 'No account found with this email address';
    case 'wrong-password':
      return 'Incorrect password';
    case 'email-already-in-use':
      return 'Email address is already registered';
    case 'weak-password':
      return 'Password should be at least 6 characters';
    case 'invalid-email':
      return 'Invalid email address';
    default:
      return ownMessageOf(error) ?? 'Authentication failed';
  }
}

/** Spec section 8: Google popup sign-in errors. */
export function googleAuthErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'popup-closed-by-user':
    case 'cancelled-popup-request':
      return 'Sign-in was cancelled';
    case 'popup-blocked':
      return 'Popup was blocked. Please allow popups for this site and try again';
    case 'unauthorized-domain':
      return 'Domain not authorized for Google sign-in. Contact support.';
    default:
      return ownMessageOf(error) ?? 'Google sign-in failed';
  }
}
