import { DomainError, type ErrorKind } from '@distill/platform';

export enum FirebaseSignInErrorCode {
  NotConfigured = 'FIREBASE_NOT_CONFIGURED',
  InvalidToken = 'FIREBASE_INVALID_TOKEN',
  MissingEmail = 'FIREBASE_MISSING_EMAIL',
  EmailTaken = 'FIREBASE_EMAIL_TAKEN',
}

const KIND_BY_CODE: Record<FirebaseSignInErrorCode, ErrorKind> = {
  [FirebaseSignInErrorCode.NotConfigured]: 'unauthenticated',
  [FirebaseSignInErrorCode.InvalidToken]: 'unauthenticated',
  [FirebaseSignInErrorCode.MissingEmail]: 'bad_input',
  [FirebaseSignInErrorCode.EmailTaken]: 'conflict',
};

export class FirebaseSignInError extends DomainError<FirebaseSignInErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

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

  /** An existing e-mail/password account is linked only when Firebase has verified the address. */
  static emailTaken(): FirebaseSignInError {
    return new FirebaseSignInError(
      FirebaseSignInErrorCode.EmailTaken,
      'Email address is already registered',
    );
  }
}
