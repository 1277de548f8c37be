import { domainErrorOf } from '@distill/platform';

export class FirebaseSignInError extends domainErrorOf({
  FIREBASE_NOT_CONFIGURED: 'unauthenticated',
  FIREBASE_INVALID_TOKEN: 'unauthenticated',
  FIREBASE_MISSING_EMAIL: 'bad_input',
  FIREBASE_EMAIL_NOT_VERIFIED: 'forbidden',
  FIREBASE_EMAIL_TAKEN: 'conflict',
  FIREBASE_LINK_REQUIRED: 'conflict',
  PASSWORD_ALREADY_SET: 'conflict',
}) {
  static notConfigured(): FirebaseSignInError {
    return new FirebaseSignInError('FIREBASE_NOT_CONFIGURED', 'Firebase sign-in is not configured');
  }

  /** Malformed, tampered, expired, revoked and other-project tokens alike. */
  static invalidToken(): FirebaseSignInError {
    return new FirebaseSignInError('FIREBASE_INVALID_TOKEN', 'Invalid or expired Firebase token');
  }

  static missingEmail(): FirebaseSignInError {
    return new FirebaseSignInError(
      'FIREBASE_MISSING_EMAIL',
      'Your Firebase account has no email address',
    );
  }

  /**
   * The provider has not seen its user open a link sent to the address: anyone can sign up at the
   * provider with someone else's e-mail, so such a token never makes, joins or reaches an account.
   */
  static emailNotVerified(): FirebaseSignInError {
    return new FirebaseSignInError(
      'FIREBASE_EMAIL_NOT_VERIFIED',
      'Verify your e-mail address first: open the link the sign-in provider sent you.',
    );
  }

  /** The e-mail's account is joined to another provider identity, or has no password. */
  static emailTaken(): FirebaseSignInError {
    return new FirebaseSignInError('FIREBASE_EMAIL_TAKEN', 'Email address is already registered');
  }

  /** A password account holds the e-mail: the member proves it with `linkFirebaseAccount`. */
  static linkRequired(): FirebaseSignInError {
    return new FirebaseSignInError(
      'FIREBASE_LINK_REQUIRED',
      'An account with this email already exists. Sign in with your password to link it.',
    );
  }

  /** `setInitialPassword` on an account that has a password (or was not made by a provider). */
  static passwordAlreadySet(): FirebaseSignInError {
    return new FirebaseSignInError('PASSWORD_ALREADY_SET', 'Your account already has a password');
  }
}
