import escapeHtml from 'escape-html';
import type { SubscriptionTrialEndingPayload } from '@distill/contracts';
import type { EmailMessage } from '../email/email-message.js';

function money(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

/** Where the e-mail's links lead. */
export interface TrialEndingLinks {
  /** Manage or cancel the plan ("Manage subscription"). */
  dashboardUrl: string;
  /** Add a card (/subscribe). */
  subscribeUrl: string;
}

/**
 * Sent three days before a trial ends (Stripe's `trial_will_end`, or billing's own notice).
 * With a card on file the trial converts to the paid plan; a trial started without one ends,
 * charging nothing, unless a card is added. Events from before billing said which (no
 * `paymentMethodOnFile`) came from trials started at checkout, with a card.
 */
export function trialEndingEmail(
  to: string,
  trial: SubscriptionTrialEndingPayload,
  { dashboardUrl, subscribeUrl }: TrialEndingLinks,
): EmailMessage {
  const date = new Date(trial.trialEnd).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const price = `${money(trial.amountCents, trial.currency)} per ${trial.plan === 'annual' ? 'year' : 'month'}`;
  const subject = 'Your Distill Premium trial ends in 3 days';
  if (trial.paymentMethodOnFile === false) {
    const text = [
      `Your Distill Premium trial ends on ${date}.`,
      `Premium stops then unless you add a card. Nothing is charged today; with a card your plan continues at ${price} from ${date}, and you can cancel anytime.`,
      '',
      'Add a card to keep Premium:',
      subscribeUrl,
    ].join('\n');
    const html = `<p>Your Distill Premium trial ends on <strong>${escapeHtml(date)}</strong>.</p>
<p>Premium stops then unless you add a card. Nothing is charged today; with a card your plan continues at ${escapeHtml(price)} from ${escapeHtml(date)}, and you can cancel anytime.</p>
<p><a href="${escapeHtml(subscribeUrl)}">Add a card to keep Premium</a></p>`;
    return { to, subject, text, html };
  }
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
  return { to, subject, text, html };
}
