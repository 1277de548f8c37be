import { domainErrorOf } from '@distill/platform';

export class FreePickError extends domainErrorOf({
  FREE_PICK_INVALID_TIME_ZONE: 'bad_input',
  FREE_PICK_NOT_PICKABLE: 'bad_input',
  FREE_PICK_NONE_LEFT: 'conflict',
  FREE_PICK_PLAN_INCLUDES_EVERYTHING: 'conflict',
  FREE_PICK_TURNED_OFF: 'conflict',
}) {
  static invalidTimeZone(): FreePickError {
    return new FreePickError(
      'FREE_PICK_INVALID_TIME_ZONE',
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    );
  }

  /** Unknown, unpublished and free summaries alike: only published Premium ones are picked. */
  static notPickable(): FreePickError {
    return new FreePickError(
      'FREE_PICK_NOT_PICKABLE',
      'Only a published Premium summary can be unlocked with a free pick',
    );
  }

  static noneLeft(nextPicksAt: Date): FreePickError {
    return new FreePickError('FREE_PICK_NONE_LEFT', 'No free picks left this month', {
      nextPicksAt: nextPicksAt.toISOString(),
    });
  }

  static planIncludesEverything(): FreePickError {
    return new FreePickError(
      'FREE_PICK_PLAN_INCLUDES_EVERYTHING',
      'Your plan already includes every summary',
    );
  }

  static turnedOff(): FreePickError {
    return new FreePickError('FREE_PICK_TURNED_OFF', 'Free picks are turned off');
  }
}
