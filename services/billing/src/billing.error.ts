import { domainErrorOf } from '@distill/platform';

export enum BillingErrorCode {
  PaymentsNotConfigured = 'PAYMENTS_NOT_CONFIGURED',
  InvalidWebhook = 'INVALID_WEBHOOK',
  NoSubscription = 'NO_SUBSCRIPTION',
  InvalidUserId = 'INVALID_USER_ID',
  TrialAlreadyUsed = 'TRIAL_ALREADY_USED',
  AlreadyPremium = 'ALREADY_PREMIUM',
  CardNotSaved = 'CARD_NOT_SAVED',
  InvalidGrantDays = 'INVALID_GRANT_DAYS',
  TooManyUsers = 'TOO_MANY_USERS',
  SamePlan = 'SAME_PLAN',
}

export class BillingError extends domainErrorOf<BillingErrorCode>({
  [BillingErrorCode.PaymentsNotConfigured]: 'unavailable',
  [BillingErrorCode.InvalidWebhook]: 'bad_input',
  [BillingErrorCode.NoSubscription]: 'not_found',
  [BillingErrorCode.InvalidUserId]: 'bad_input',
  [BillingErrorCode.TrialAlreadyUsed]: 'conflict',
  [BillingErrorCode.AlreadyPremium]: 'conflict',
  [BillingErrorCode.CardNotSaved]: 'bad_input',
  [BillingErrorCode.InvalidGrantDays]: 'bad_input',
  [BillingErrorCode.TooManyUsers]: 'bad_input',
  [BillingErrorCode.SamePlan]: 'conflict',
}) {
  static paymentsNotConfigured(): BillingError {
    return new BillingError(
      BillingErrorCode.PaymentsNotConfigured,
      'Payments are not configured on this server',
    );
  }

  static invalidWebhook(message: string): BillingError {
    return new BillingError(BillingErrorCode.InvalidWebhook, message);
  }

  static trialAlreadyUsed(): BillingError {
    return new BillingError(
      BillingErrorCode.TrialAlreadyUsed,
      'You have already used your free trial',
    );
  }

  /** The SetupIntent is unknown, another customer's, or did not save a card. */
  static cardNotSaved(): BillingError {
    return new BillingError(BillingErrorCode.CardNotSaved, 'No card was saved with this setup');
  }

  static invalidGrantDays(maxDays: number): BillingError {
    return new BillingError(
      BillingErrorCode.InvalidGrantDays,
      `days must be a whole number from 1 to ${maxDays}, or left out for no end`,
    );
  }

  static tooManyUsers(max: number): BillingError {
    return new BillingError(BillingErrorCode.TooManyUsers, `Ask for at most ${max} users at once`);
  }

  static samePlan(): BillingError {
    return new BillingError(BillingErrorCode.SamePlan, 'You are already on this plan');
  }

  static alreadyPremium(): BillingError {
    return new BillingError(BillingErrorCode.AlreadyPremium, 'You already have Premium');
  }
}
