import { domainErrorOf } from '@distill/platform';

export enum FirebaseSignInErrorCode {
  NotConfigured = 'FIREBASE_NOT_CONFIGURED',
  InvalidToken = 'FIREBASE_INVALID_TOKEN',
  MissingEmail = 'FIREBASE_MISSING_EMAIL',
  EmailNotVerified = 'FIREBASE_EMAIL_NOT_VERIFIED',
  EmailTaken = 'FIREBASE_EMAIL_TAKEN',
  LinkRequired = 'FIREBASE_LINK_REQUIRED',
  PasswordAlreadySet = 'PASSWORD_ALREADY_SET',
}

export class FirebaseSignInError extends domainErrorOf<FirebaseSignInErrorCode>({
  [FirebaseSignInErrorCode.NotConfigured]: 'unauthenticated',
  [FirebaseSignInErrorCode.InvalidToken]: 'unauthenticated',
  [FirebaseSignInErrorCode.MissingEmail]: 'bad_input',
  [FirebaseSignInErrorCode.EmailNotVerified]: 'forbidden',
  [FirebaseSignInErrorCode.EmailTaken]: 'conflict',
  [FirebaseSignInErrorCode.LinkRequired]: 'conflict',
  [FirebaseSignInErrorCode.PasswordAlreadySet]: 'conflict',
}) {
  static notConfigured(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.NotConfigured,
      'Firebase sign-in is not configured',
    );
  }

  /** Malformed, tampered, expired, revoked and other-project tokens alike. */
  static invalidToken(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.InvalidToken,
      'Invalid or expired Firebase token',
    );
  }

  static missingEmail(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.MissingEmail,
      'Your Firebase account has no email address',
    );
  }

  /**
   * The provider has not seen its user open a link sent to the address: anyone can sign up at the
   * provider with someone else's e-mail, so such a token never makes, joins or reaches an account.
   */
  static emailNotVerified(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.EmailNotVerified,
      'Verify your e-mail address first: open the link the sign-in provider sent you.',
    );
  }

  /** The e-mail's account is joined to another provider identity, or has no password. */
  static emailTaken(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.EmailTaken,
      'Email address is already registered',
    );
  }

  /** A password account holds the e-mail: the member proves it with `linkFirebaseAccount`. */
  static linkRequired(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.LinkRequired,
      'An account with this email already exists. Sign in with your password to link it.',
    );
  }

  /** `setInitialPassword` on an account that has a password (or was not made by a provider). */
  static passwordAlreadySet(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.PasswordAlreadySet,
      'Your account already has a password',
    );
  }
}
