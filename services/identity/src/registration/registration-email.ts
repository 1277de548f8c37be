import escapeHtml from 'escape-html';
import type { EmailMessage } from '../email/email-message.js';

export function confirmRegistrationEmail(to: string, confirmUrl: string): EmailMessage {
  const text = [
    'Someone (hopefully you) asked to create a Distill account with this e-mail address.',
    '',
    'Confirm your e-mail address to finish (the link works once, for 24 hours):',
    confirmUrl,
    '',
    'If you did not ask for this, ignore this e-mail: no account is created without it.',
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to create a Distill account with this e-mail address.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm your e-mail address</a> to finish (the link works once, for 24 hours).</p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(confirmUrl)}</p>
<p>If you did not ask for this, ignore this e-mail: no account is created without it.</p>`;
  return { to, subject: 'Confirm your e-mail address', text, html };
}

/** Sent instead of a confirmation when the address has an account: the owner learns of it, no one else. */
export function alreadyRegisteredEmail(
  to: string,
  signInUrl: string,
  resetUrl: string,
): EmailMessage {
  const text = [
    'Someone (hopefully you) asked to create a Distill account with this e-mail address,',
    'but you already have an account.',
    '',
    `Sign in here: ${signInUrl}`,
    `Forgot your password? Choose a new one here: ${resetUrl}`,
    '',
    'If you did not ask for this, ignore this e-mail: your account stays as it is.',
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to create a Distill account with this e-mail address, but you already have an account.</p>
<p><a href="${escapeHtml(signInUrl)}">Sign in</a></p>
<p>Forgot your password? <a href="${escapeHtml(resetUrl)}">Choose a new one</a> (on the sign-in page, "Did you forget your password?").</p>
<p>If you did not ask for this, ignore this e-mail: your account stays as it is.</p>`;
  return { to, subject: 'You already have an account', text, html };
}
