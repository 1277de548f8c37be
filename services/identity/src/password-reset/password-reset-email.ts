import escapeHtml from 'escape-html';
import type { EmailMessage } from '../email/email-message.js';

export function passwordResetEmail(to: string, resetUrl: string): EmailMessage {
  const text = [
    'Someone (hopefully you) asked to reset the password of your Distill account.',
    '',
    `Choose a new password here (the link works once, for 1 hour):`,
    resetUrl,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to reset the password of your Distill account.</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a> (the link works once, for 1 hour).</p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(resetUrl)}</p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Distill password', text, html };
}

/** Development preview only: the answer to an unknown address looks the same from outside. */
export function noAccountEmail(to: string, signUpUrl: string): EmailMessage {
  const text = [
    'Someone asked to reset the Distill password for this e-mail address, but there is no',
    'Distill account for it. You can create one here:',
    signUpUrl,
  ].join('\n');
  const html = `<p>Someone asked to reset the Distill password for this e-mail address, but there is no Distill account for it.</p>
<p><a href="${escapeHtml(signUpUrl)}">Create an account</a></p>`;
  return { to, subject: 'Reset your Distill password', text, html };
}
