import escapeHtml from 'escape-html';
import type { ReviewEmailScheduledPayload } from '@distill/contracts';
import type { EmailMessage } from '../email/email-message.js';

/** Where the e-mail's links lead, built from PUBLIC_URL. */
export interface ReviewEmailLinks {
  /** A card's grade link: a page that asks to confirm, so a link scanner's GET grades nothing. */
  grade(token: string, grade: 'again' | 'good'): string;
  /** The full review, `/review`. */
  review: string;
  /** The member's review e-mail preferences page. */
  preferences: string;
  /**
   * RFC 8058: a POST here turns the e-mails off without signing in. Only in the headers: a GET
   * must change nothing, so the visible link is the preferences page.
   */
  unsubscribe: string;
}

/**
 * The daily review e-mail: up to five highlights (quote, book, note) with Again / Good links,
 * a link to the full review, the preferences and the one-click unsubscribe headers.
 */
export function reviewEmail(
  to: string,
  email: ReviewEmailScheduledPayload,
  links: ReviewEmailLinks,
): EmailMessage {
  const count = email.cards.length;
  const subject = `Your Distill review: ${count} highlight${count === 1 ? '' : 's'} for today`;
  const text = [
    `${count === 1 ? 'One highlight is' : `${count} highlights are`} due for review today.`,
    '',
    ...email.cards.flatMap((card, index) => [
      `${index + 1}. "${card.quote}"`,
      `   ${card.title} by ${card.author}`,
      ...(card.note ? [`   Your note: ${card.note}`] : []),
      `   Again: ${links.grade(card.gradeToken, 'again')}`,
      `   Good: ${links.grade(card.gradeToken, 'good')}`,
      '',
    ]),
    `Review everything that is due: ${links.review}`,
    '',
    `Change when this e-mail comes or turn it off: ${links.preferences}`,
  ].join('\n');
  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:8px 16px;margin-right:8px;border-radius:6px;background:#1f3a5f;color:#ffffff;text-decoration:none">${label}</a>`;
  const cards = email.cards
    .map(
      (card) => `<tr><td style="padding:16px 0;border-bottom:1px solid #dddddd">
<blockquote style="margin:0 0 8px;font-size:18px;line-height:1.5">“${escapeHtml(card.quote)}”</blockquote>
<p style="margin:0 0 8px;color:#444444">${escapeHtml(card.title)} by ${escapeHtml(card.author)}</p>
${card.note ? `<p style="margin:0 0 8px;color:#444444">Your note: ${escapeHtml(card.note)}</p>` : ''}
<p style="margin:0">${button(links.grade(card.gradeToken, 'again'), 'Again')}${button(links.grade(card.gradeToken, 'good'), 'Good')}</p>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Georgia,serif;color:#1a1a1a;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<h1 style="font-size:22px">${count === 1 ? 'One highlight is' : `${count} highlights are`} due for review today</h1>
<table role="presentation" style="width:100%;border-collapse:collapse">${cards}</table>
<p><a href="${escapeHtml(links.review)}" style="color:#1f3a5f">Review everything that is due</a></p>
<p style="font-size:14px;color:#444444"><a href="${escapeHtml(links.preferences)}" style="color:#1f3a5f">Change when this e-mail comes or turn it off</a></p>
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
