import type { ReviewEmailScheduledPayload } from '@distill/contracts';
import type { EmailMessage } from '../email/email-message.js';
import { renderEmail } from '../email/templates/render-email.js';
import { DailyReviewEmail, dailyReviewSubject } from './daily-review.email.js';
import type { ReviewEmailLinks } from './review-email-links.js';
import { WeeklyDigestEmail, weeklyDigestSubject } from './weekly-digest.email.js';

export type { ReviewEmailLinks } from './review-email-links.js';

/**
 * The daily review e-mail or the weekly digest, both parts from its template, with the
 * preferences link and RFC 8058's one-click unsubscribe headers.
 */
export async function reviewEmail(
  to: string,
  email: ReviewEmailScheduledPayload,
  links: ReviewEmailLinks,
): Promise<EmailMessage> {
  const { subject, parts } =
    email.kind === 'daily'
      ? {
          subject: dailyReviewSubject(email.cards.length),
          parts: await renderEmail(<DailyReviewEmail email={email} links={links} />),
        }
      : {
          subject: weeklyDigestSubject(email),
          parts: await renderEmail(<WeeklyDigestEmail digest={email} links={links} />),
        };
  return {
    to,
    subject,
    ...parts,
    userId: email.memberId,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
