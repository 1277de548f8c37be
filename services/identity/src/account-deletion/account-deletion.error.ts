import { domainErrorOf } from '@distill/platform';

export class AccountDeletionError extends domainErrorOf({
  ACCOUNT_DELETION_WRONG_PASSWORD: 'bad_input',
  ACCOUNT_DELETION_PROVIDER_TOKEN_REQUIRED: 'bad_input',
  ACCOUNT_DELETION_PROVIDER_TOKEN_REFUSED: 'bad_input',
  ACCOUNT_DELETION_WRONG_CONFIRMATION: 'bad_input',
  ACCOUNT_DELETION_ALREADY_REQUESTED: 'conflict',
  ACCOUNT_DELETION_NOT_REQUESTED: 'not_found',
  ACCOUNT_DELETION_ADMIN_ACCOUNT: 'forbidden',
}) {
  static wrongPassword(): AccountDeletionError {
    return new AccountDeletionError('ACCOUNT_DELETION_WRONG_PASSWORD', 'Incorrect password');
  }

  static providerTokenRequired(): AccountDeletionError {
    return new AccountDeletionError(
      'ACCOUNT_DELETION_PROVIDER_TOKEN_REQUIRED',
      'Sign in with your provider again to delete your account',
    );
  }

  static providerTokenRefused(): AccountDeletionError {
    return new AccountDeletionError(
      'ACCOUNT_DELETION_PROVIDER_TOKEN_REFUSED',
      'Your provider sign-in is not recent or not yours; sign in with it again',
    );
  }

  static wrongConfirmation(): AccountDeletionError {
    return new AccountDeletionError(
      'ACCOUNT_DELETION_WRONG_CONFIRMATION',
      'Type your e-mail address to confirm',
    );
  }

  static alreadyRequested(): AccountDeletionError {
    return new AccountDeletionError(
      'ACCOUNT_DELETION_ALREADY_REQUESTED',
      'Your account is already scheduled for deletion',
    );
  }

  static notRequested(): AccountDeletionError {
    return new AccountDeletionError(
      'ACCOUNT_DELETION_NOT_REQUESTED',
      'Your account is not scheduled for deletion',
    );
  }

  static adminAccount(): AccountDeletionError {
    return new AccountDeletionError(
      'ACCOUNT_DELETION_ADMIN_ACCOUNT',
      'An admin account cannot be deleted; another admin must remove the admin role first',
    );
  }
}
