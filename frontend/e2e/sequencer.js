// Journeys longest first, so no worker is left with a long one at the end of the run. Jest sorts
// by the durations it kept from an earlier run, else by file size; CI runs on a clean clone,
// where it has none and file size put the longest journey (accessibility) eleventh. These are
// CI's seconds per file (two cores, three at a time); a journey not listed takes jest's own
// order (first when jest knows nothing of it).
import TestSequencer from '@jest/test-sequencer';

const CI_SECONDS = {
  // Split in two by issue 42 (12 and 16 pages, each in two themes on two sizes): measured on a
  // clean clone here on 29 November 2026, three at a time.
  'accessibility-members.e2e.ts': 360,
  'accessibility.e2e.ts': 258,
  'free-picks.e2e.ts': 211,
  'first-week.e2e.ts': 153,
  'identity.e2e.ts': 145,
  'first-view.e2e.ts': 108,
  'admin.e2e.ts': 97,
  'reader-finish.e2e.ts': 84,
  'subscribe.e2e.ts': 80,
  'highlights-review.e2e.ts': 79,
  'reader-highlights.e2e.ts': 73,
  'library.e2e.ts': 68,
  'library-filters.e2e.ts': 63,
  'admin-categories.e2e.ts': 50,
  'shell.e2e.ts': 50,
  'provider-sign-in.e2e.ts': 48,
  'landing.e2e.ts': 48,
  'reading.e2e.ts': 47,
  'edge.e2e.ts': 45,
  'reader.e2e.ts': 44,
  'listen.e2e.ts': 35,
  // Issue 45's two deletion journeys: measured alone (--runInBand) here on 29 November 2026.
  'account-deletion.e2e.ts': 39,
};

const Base = TestSequencer.default ?? TestSequencer;

export default class JourneySequencer extends Base {
  time(test) {
    const seconds = CI_SECONDS[test.path.split('/').pop()];
    return seconds === undefined ? super.time(test) : seconds * 1000;
  }
}
