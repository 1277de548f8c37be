import { domainErrorOf } from '@distill/platform';

export class PasswordError extends domainErrorOf({
  PASSWORD_TOO_SHORT: 'bad_input',
  PASSWORD_TOO_LONG: 'bad_input',
  PASSWORD_TOO_COMMON: 'bad_input',
}) {}
