import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import type { DailyReviewEmailPayload, WeeklyDigestPayload } from '@distill/contracts';
import { reviewEmail, type ReviewEmailLinks } from '../src/review-emails/review-email.js';

/**
 * The HTML parts as a mail client shows them, in Chromium: nothing wider than a phone, and no
 * serious or critical axe violation. The plain-text parts come from the same templates.
 */
const links: ReviewEmailLinks = {
  grade: (token, grade) => `https://distill.example/review/email?token=${token}&grade=${grade}`,
  summary: (id) => `https://distill.example/summary/${id}`,
  review: 'https://distill.example/review',
  preferences: 'https://distill.example/settings/review-emails',
  unsubscribe: 'https://distill.example/api/review-emails/unsubscribe?token=t',
};

const daily: DailyReviewEmailPayload = {
  emailId: 'e1',
  memberId: 'm1',
  kind: 'daily',
  localDate: '2026-11-29',
  cards: Array.from({ length: 5 }, (_, index) => ({
    quote: `A rather long highlight number ${index + 1}, long enough to wrap on a narrow screen and then some more words`,
    note: index === 0 ? 'Remember this' : null,
    title: `Book ${index + 1}`,
    author: 'An Author',
    gradeToken: `token-${index + 1}`,
  })),
  unsubscribeToken: 't',
};

const digest: WeeklyDigestPayload = {
  emailId: 'e2',
  memberId: 'm1',
  kind: 'weekly',
  localDate: '2026-11-29',
  isoWeek: '2026-W48',
  booksFinished: [
    { summaryId: 's1', title: 'Atomic Habits', author: 'James Clear', readingTimeMinutes: 20 },
  ],
  minutesRead: 20,
  currentStreak: 3,
  highlightsMade: 4,
  readNext: [
    { summaryId: 's2', title: 'Deep Work', author: 'Cal Newport', readingTimeMinutes: 15 },
    { summaryId: 's3', title: 'Make Time', author: 'Jake Knapp', readingTimeMinutes: 12 },
  ],
  unsubscribeToken: 't',
};

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});
afterAll(() => browser.close());

describe.each([
  ['the daily review', daily, 'A rather long highlight number 5'],
  ['the weekly digest', digest, 'Make Time'],
] as const)('%s e-mail', (_name, payload, lastText) => {
  it('fits a phone and has no serious or critical axe violation', async () => {
    const message = await reviewEmail('reader@example.com', payload, links);
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      await page.setContent(message.html);
      await page.getByText(lastText).first().waitFor();
      // Evaluated in the page (strings: this project's types know no DOM).
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.addScriptTag({ path: axeSource });
      const violations = await page.evaluate<Array<{ id: string; impact: string | null }>>(
        'axe.run().then((result) => result.violations.map(({ id, impact }) => ({ id, impact })))',
      );
      expect(
        violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
      ).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

it('gives both parts the same content from one template', async () => {
  const message = await reviewEmail('reader@example.com', digest, links);
  expect(message.subject).toBe('Your Distill week: 1 book finished, 4 highlights');
  for (const part of [message.text, message.html]) {
    for (const expected of [
      'Your week in reading',
      'Atomic Habits',
      'Deep Work',
      'Make Time',
      'https://distill.example/summary/s2',
      'https://distill.example/settings/review-emails',
    ]) {
      expect(part).toContain(expected);
    }
  }
  expect(message.text).toContain('Books finished: 1');
  expect(message.text).toContain('Minutes of reading: 20');
  expect(message.text).toContain('Reading streak: 3 days');
  expect(message.text).toContain('Highlights made: 4');
  expect(message.html).toMatch(/<html[^>]* lang="en"/);
});
