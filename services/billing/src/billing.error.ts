import { domainErrorOf } from '@distill/platform';

export class BillingError extends domainErrorOf({
  PAYMENTS_NOT_CONFIGURED: 'unavailable',
  INVALID_WEBHOOK: 'bad_input',
  NO_SUBSCRIPTION: 'not_found',
  INVALID_USER_ID: 'bad_input',
  TRIAL_ALREADY_USED: 'conflict',
  ALREADY_PREMIUM: 'conflict',
  CARD_NOT_SAVED: 'bad_input',
  INVALID_GRANT_DAYS: 'bad_input',
  TOO_MANY_USERS: 'bad_input',
  SAME_PLAN: 'conflict',
}) {
  static paymentsNotConfigured(): BillingError {
    return new BillingError(
      'PAYMENTS_NOT_CONFIGURED',
      'Payments are not configured on this server',
    );
  }

  static invalidWebhook(message: string): BillingError {
    return new BillingError('INVALID_WEBHOOK', message);
  }

  static trialAlreadyUsed(): BillingError {
    return new BillingError('TRIAL_ALREADY_USED', 'You have already used your free trial');
  }

  /** The SetupIntent is unknown, another customer's, or did not save a card. */
  static cardNotSaved(): BillingError {
    return new BillingError('CARD_NOT_SAVED', 'No card was saved with this setup');
  }

  static invalidGrantDays(maxDays: number): BillingError {
    return new BillingError(
      'INVALID_GRANT_DAYS',
      `days must be a whole number from 1 to ${maxDays}, or left out for no end`,
    );
  }

  static tooManyUsers(max: number): BillingError {
    return new BillingError('TOO_MANY_USERS', `Ask for at most ${max} users at once`);
  }

  static samePlan(): BillingError {
    return new BillingError('SAME_PLAN', 'You are already on this plan');
  }

  static alreadyPremium(): BillingError {
    return new BillingError('ALREADY_PREMIUM', 'You already have Premium');
  }
}
