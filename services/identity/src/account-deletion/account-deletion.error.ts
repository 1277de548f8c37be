import { DomainError, type ErrorKind } from '@distill/platform';

export enum AccountDeletionErrorCode {
  WrongPassword = 'ACCOUNT_DELETION_WRONG_PASSWORD',
  ProviderTokenRequired = 'ACCOUNT_DELETION_PROVIDER_TOKEN_REQUIRED',
  ProviderTokenRefused = 'ACCOUNT_DELETION_PROVIDER_TOKEN_REFUSED',
  WrongConfirmation = 'ACCOUNT_DELETION_WRONG_CONFIRMATION',
  AlreadyRequested = 'ACCOUNT_DELETION_ALREADY_REQUESTED',
  NotRequested = 'ACCOUNT_DELETION_NOT_REQUESTED',
  AdminAccount = 'ACCOUNT_DELETION_ADMIN_ACCOUNT',
}

const KIND_BY_CODE: Record<AccountDeletionErrorCode, ErrorKind> = {
  [AccountDeletionErrorCode.WrongPassword]: 'bad_input',
  [AccountDeletionErrorCode.ProviderTokenRequired]: 'bad_input',
  [AccountDeletionErrorCode.ProviderTokenRefused]: 'bad_input',
  [AccountDeletionErrorCode.WrongConfirmation]: 'bad_input',
  [AccountDeletionErrorCode.AlreadyRequested]: 'conflict',
  [AccountDeletionErrorCode.NotRequested]: 'not_found',
  [AccountDeletionErrorCode.AdminAccount]: 'forbidden',
};

export class AccountDeletionError extends DomainError<AccountDeletionErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static wrongPassword(): AccountDeletionError {
    return new AccountDeletionError(AccountDeletionErrorCode.WrongPassword, 'Incorrect password');
  }

  static providerTokenRequired(): AccountDeletionError {
    return new AccountDeletionError(
      AccountDeletionErrorCode.ProviderTokenRequired,
      'Sign in with your provider again to delete your account',
    );
  }

  static providerTokenRefused(): AccountDeletionError {
    return new AccountDeletionError(
      AccountDeletionErrorCode.ProviderTokenRefused,
      'Your provider sign-in is not recent or not yours; sign in with it again',
    );
  }

  static wrongConfirmation(): AccountDeletionError {
    return new AccountDeletionError(
      AccountDeletionErrorCode.WrongConfirmation,
      'Type your e-mail address to confirm',
    );
  }

  static alreadyRequested(): AccountDeletionError {
    return new AccountDeletionError(
      AccountDeletionErrorCode.AlreadyRequested,
      'Your account is already scheduled for deletion',
    );
  }

  static notRequested(): AccountDeletionError {
    return new AccountDeletionError(
      AccountDeletionErrorCode.NotRequested,
      'Your account is not scheduled for deletion',
    );
  }

  static adminAccount(): AccountDeletionError {
    return new AccountDeletionError(
      AccountDeletionErrorCode.AdminAccount,
      'An admin account cannot be deleted; another admin must remove the admin role first',
    );
  }
}
