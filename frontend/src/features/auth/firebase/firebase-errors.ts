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
