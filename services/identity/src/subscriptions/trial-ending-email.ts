import escapeHtml from 'escape-html';
import type { SubscriptionTrialEndingPayload } from '@distill/contracts';
import type { EmailMessage } from '../email/email-message.js';

function money(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

/** Sent three days before the first charge (Stripe's `trial_will_end`). */
export function trialEndingEmail(
  to: string,
  trial: SubscriptionTrialEndingPayload,
  dashboardUrl: string,
): EmailMessage {
  const date = new Date(trial.trialEnd).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const price = `${money(trial.amountCents, trial.currency)} per ${trial.plan === 'annual' ? 'year' : 'month'}`;
  const text = [
    `Your Distill Premium trial ends on ${date}.`,
    `From then on your plan costs ${price}; nothing to do if you want to keep reading.`,
    '',
    `To change or cancel your plan before the first charge, open your dashboard:`,
    dashboardUrl,
  ].join('\n');
  const html = `<p>Your Distill Premium trial ends on <strong>${escapeHtml(date)}</strong>.</p>
<p>From then on your plan costs ${escapeHtml(price)}; nothing to do if you want to keep reading.</p>
<p>To change or cancel your plan before the first charge, open <a href="${escapeHtml(dashboardUrl)}">your dashboard</a> and choose "Manage subscription".</p>`;
  return { to, subject: 'Your Distill Premium trial ends in 3 days', text, html };
}
