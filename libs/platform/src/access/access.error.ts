import { ACCESS_ERROR_MESSAGES, AccessErrorCode } from '@distill/contracts';
import { DomainError, type ErrorKind } from '../errors/domain-error.js';

const KIND_BY_CODE: Record<AccessErrorCode, ErrorKind> = {
  [AccessErrorCode.SignInRequired]: 'unauthenticated',
  [AccessErrorCode.AdminOnly]: 'forbidden',
};

/**
 * The one answer every service gives a viewer who may not use an operation: 401 "Unauthorized"
 * for a visitor (the web client's sign-in redirect keys on it), 403 for a member who lacks the
 * role. Codes and messages are the contracts' (`AccessErrorCode`).
 */
export class AccessError extends DomainError<AccessErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static signInRequired(): AccessError {
    return new AccessError(
      AccessErrorCode.SignInRequired,
      ACCESS_ERROR_MESSAGES[AccessErrorCode.SignInRequired],
    );
  }

  static adminOnly(): AccessError {
    return new AccessError(
      AccessErrorCode.AdminOnly,
      ACCESS_ERROR_MESSAGES[AccessErrorCode.AdminOnly],
    );
  }
}
