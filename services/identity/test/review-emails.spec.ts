import { randomUUID } from 'node:crypto';
import {
  ReadingEvents,
  type EventEnvelope,
  type ReviewEmailScheduledPayload,
} from '@distill/contracts';
import { InboxEventServer } from '@distill/platform';
import { User } from '../src/users/user.entity.js';
import { UsersService } from '../src/users/users.service.js';
import {
  startIdentity,
  startSmtpReceiver,
  uniqueEmail,
  type IdentityTestApp,
  type SmtpReceiver,
} from './identity-test-app.js';

function scheduled(payload: ReviewEmailScheduledPayload): EventEnvelope {
  return {
    id: randomUUID(),
    type: ReadingEvents.ReviewEmailScheduled,
    version: 1,
    occurredAt: new Date().toISOString(),
    producer: 'reading',
    correlationId: null,
    payload,
  };
}

const cards = Array.from({ length: 5 }, (_, index) => ({
  quote: `Quote number ${index + 1} & more`,
  note: index === 0 ? 'Remember this' : null,
  title: `Book ${index + 1}`,
  author: 'An Author',
  gradeToken: `token-${index + 1}`,
}));

/** Reading's review e-mails, delivered through identity's inbox and sent over real SMTP. */
describe('review e-mails over SMTP', () => {
  let identity: IdentityTestApp;
  let smtp: SmtpReceiver;
  let inbox: InboxEventServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    identity = await startIdentity({
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Distill <review@distill.example>',
    });
    inbox = identity.app.get(InboxEventServer);
  });
  afterAll(async () => {
    await identity.close();
    await smtp.close();
  });

  async function newMember(): Promise<User> {
    return identity.dataSource.transaction((manager) =>
      identity.app.get(UsersService).create(manager, { email: uniqueEmail('review') }),
    );
  }

  it('sends the e-mail once, with text and HTML parts, the five highlights, grade links and one-click unsubscribe', async () => {
    const member = await newMember();
    const event = scheduled({
      emailId: randomUUID(),
      memberId: member.id,
      kind: 'daily',
      localDate: '2026-11-29',
      cards,
      unsubscribeToken: 'unsubscribe-token',
    });
    expect(await inbox.deliver(event)).toBe(true);
    expect(await inbox.deliver(event)).toBe(false);
    const message = await smtp.mailTo(member.email, 'Your Distill review: 5 highlights for today');
    expect(message).toContain('From: Distill <review@distill.example>');
    expect(message).toMatch(/Content-Type: multipart\/alternative/);
    expect(message).toMatch(/Content-Type: text\/plain/);
    expect(message).toMatch(/Content-Type: text\/html/);
    // nodemailer folds the long header onto a second line.
    expect(message).toMatch(
      /List-Unsubscribe:\s+<https:\/\/distill\.example\/api\/review-emails\/unsubscribe\?token=unsubscribe-token>/,
    );
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    for (const card of cards) {
      expect(message).toContain(card.title);
      expect(message).toContain(
        `https://distill.example/review/email?token=${card.gradeToken}&grade=again`,
      );
      expect(message).toContain(
        `https://distill.example/review/email?token=${card.gradeToken}&grade=good`,
      );
    }
    expect(message).toContain('Quote number 3 &amp; more');
    expect(message).toContain('Your note: Remember this');
    expect(message).toContain('https://distill.example/review');
    expect(message).toContain('https://distill.example/settings/review-emails');
  });

  it('sends nothing to a member whose account no longer exists', async () => {
    const member = await newMember();
    const other = await newMember();
    await identity.dataSource.getRepository(User).delete({ id: member.id });
    for (const memberId of [member.id, other.id]) {
      await inbox.deliver(
        scheduled({
          emailId: randomUUID(),
          memberId,
          kind: 'daily',
          localDate: '2026-11-29',
          cards: cards.slice(0, 1),
          unsubscribeToken: 'unsubscribe-token',
        }),
      );
    }
    await smtp.mailTo(other.email, 'Your Distill review: 1 highlight for today');
    expect(smtp.received.some((mail) => mail.to.includes(member.email))).toBe(false);
  });
});
