import { domainErrorOf } from '@distill/platform';

export enum FreePickErrorCode {
  InvalidTimeZone = 'FREE_PICK_INVALID_TIME_ZONE',
  NotPickable = 'FREE_PICK_NOT_PICKABLE',
  NoneLeft = 'FREE_PICK_NONE_LEFT',
  PlanIncludesEverything = 'FREE_PICK_PLAN_INCLUDES_EVERYTHING',
  TurnedOff = 'FREE_PICK_TURNED_OFF',
}

export class FreePickError extends domainErrorOf<FreePickErrorCode>({
  [FreePickErrorCode.InvalidTimeZone]: 'bad_input',
  [FreePickErrorCode.NotPickable]: 'bad_input',
  [FreePickErrorCode.NoneLeft]: 'conflict',
  [FreePickErrorCode.PlanIncludesEverything]: 'conflict',
  [FreePickErrorCode.TurnedOff]: 'conflict',
}) {
  static invalidTimeZone(): FreePickError {
    return new FreePickError(
      FreePickErrorCode.InvalidTimeZone,
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    );
  }

  /** Unknown, unpublished and free summaries alike: only published Premium ones are picked. */
  static notPickable(): FreePickError {
    return new FreePickError(
      FreePickErrorCode.NotPickable,
      'Only a published Premium summary can be unlocked with a free pick',
    );
  }

  static noneLeft(nextPicksAt: Date): FreePickError {
    return new FreePickError(FreePickErrorCode.NoneLeft, 'No free picks left this month', {
      nextPicksAt: nextPicksAt.toISOString(),
    });
  }

  static planIncludesEverything(): FreePickError {
    return new FreePickError(
      FreePickErrorCode.PlanIncludesEverything,
      'Your plan already includes every summary',
    );
  }

  static turnedOff(): FreePickError {
    return new FreePickError(FreePickErrorCode.TurnedOff, 'Free picks are turned off');
  }
}
