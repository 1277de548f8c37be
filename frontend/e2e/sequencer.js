// Journeys longest first, so no worker is left with a long one at the end of the run. Jest sorts
// by the durations it kept from an earlier run, else by file size; CI runs on a clean clone,
// where it has none and file size put the longest journey (accessibility) eleventh. These are
// CI's seconds per file (two cores, three at a time); a journey not listed takes jest's own
// order (first when jest knows nothing of it).
import TestSequencer from '@jest/test-sequencer';

const CI_SECONDS = {
  // Measured three at a time on a new machine of CI's kind, alone, on 30 November 2026 (the
  // whole run: 406 s).
  'accessibility-members.e2e.ts': 186,
  'accessibility.e2e.ts': 131,
  'free-picks.e2e.ts': 76,
  'first-week.e2e.ts': 71,
  'identity.e2e.ts': 57,
  'plans.e2e.ts': 38,
  'admin.e2e.ts': 37,
  'first-view.e2e.ts': 36,
  'reader-highlights.e2e.ts': 34,
  'reader-finish.e2e.ts': 34,
  'highlights-review.e2e.ts': 31,
  'subscribe.e2e.ts': 31,
  'library.e2e.ts': 31,
  'library-filters.e2e.ts': 29,
  'account-deletion.e2e.ts': 28,
  'edge.e2e.ts': 23,
  'admin-categories.e2e.ts': 23,
  'provider-sign-in.e2e.ts': 23,
  'landing.e2e.ts': 22,
  'reading.e2e.ts': 21,
  'reader.e2e.ts': 19,
  'shell.e2e.ts': 19,
  'review-email.e2e.ts': 17,
  'account-data.e2e.ts': 13,
  'search.e2e.ts': 13,
  'listen.e2e.ts': 9,
  'network-exposure.e2e.ts': 5,
};

const Base = TestSequencer.default ?? TestSequencer;

export default class JourneySequencer extends Base {
  time(test) {
    const seconds = CI_SECONDS[test.path.split('/').pop()];
    return seconds === undefined ? super.time(test) : seconds * 1000;
  }
}
