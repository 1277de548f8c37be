import escapeHtml from 'escape-html';
import type { EmailMessage } from '../email/email-message.js';

/** Tells the member their archive is ready, with its link and until when the link works. */
export function dataArchiveReadyEmail(
  to: string,
  downloadUrl: string,
  settingsUrl: string,
  expiresAt: Date,
): EmailMessage {
  const until = expiresAt.toUTCString();
  const text = [
    'Your Distill data archive is ready: everything Distill holds about you, in one zip file.',
    '',
    `Download it here (signed in as you, until ${until}):`,
    downloadUrl,
    '',
    `You can also download it from Settings, "Your data": ${settingsUrl}`,
    '',
    'If you did not ask for this, sign in and change your password: the archive can only be',
    'downloaded from your account.',
  ].join('\n');
  const html = `<p>Your Distill data archive is ready: everything Distill holds about you, in one zip file.</p>
<p><a href="${escapeHtml(downloadUrl)}">Download your archive</a> (signed in as you, until ${escapeHtml(until)}).</p>
<p>You can also download it from <a href="${escapeHtml(settingsUrl)}">Settings, "Your data"</a>.</p>
<p>If you did not ask for this, sign in and change your password: the archive can only be downloaded from your account.</p>`;
  return { to, subject: 'Your Distill data archive is ready', text, html };
}
