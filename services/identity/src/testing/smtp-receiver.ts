import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from '@distill/platform/testing';

export interface SmtpReceiver {
  /** `smtp://…` for SMTP_URL. */
  url: string;
  received: Array<{ to: string[]; raw: string }>;
  /**
   * The first mail to `address` (with `subject` when given), once it arrived, its
   * quoted-printable soft breaks undone.
   */
  mailTo(address: string, subject?: string): Promise<string>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every message it receives (the real SMTP path of tests). */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: SmtpReceiver['received'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async mailTo(address, subject) {
      const mail = await eventually(async () =>
        received.find(
          (m) => m.to.includes(address) && (!subject || m.raw.includes(`Subject: ${subject}`)),
        ),
      );
      return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
