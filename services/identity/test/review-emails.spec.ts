import { randomUUID } from 'node:crypto';
import {
  IdentityEvents,
  ReadingEvents,
  type ReviewEmailScheduledPayload,
  type WeeklyDigestPayload,
} from '@distill/contracts';
import { InboxEventServer, OutboxEvent } from '@distill/platform';
import { eventEnvelope } from '@distill/platform/testing';
import { AccountDeletion } from '../src/account-deletion/account-deletion.entity.js';
import { emailWebhookSignature } from '../src/email-feedback/email-webhook-signature.js';
import { User } from '../src/users/user.entity.js';
import { UsersService } from '../src/users/users.service.js';
import {
  eventually,
  memberViewer,
  startIdentity,
  startSmtpReceiver,
  uniqueEmail,
  type IdentityTestApp,
  type SmtpReceiver,
} from './identity-test-app.js';

const scheduled = (payload: ReviewEmailScheduledPayload) =>
  eventEnvelope(ReadingEvents.ReviewEmailScheduled, payload);

const cards = Array.from({ length: 5 }, (_, index) => ({
  quote: `Quote number ${index + 1} & more`,
  note: index === 0 ? 'Remember this' : null,
  title: `Book ${index + 1}`,
  author: 'An Author',
  gradeToken: `token-${index + 1}`,
}));

const WEBHOOK_SECRET = 'webhook-secret-for-tests';

const REPORT = `query($days: Int!) {
  emailDeliveryReport(days: $days) {
    days { day sent failed bounced }
    recentFailures { status subject recipient reason }
  }
}`;
const RECEIVE = `mutation($payloadBase64: String!, $signature: String!) {
  receiveEmailWebhook(payloadBase64: $payloadBase64, signature: $signature) { matched }
}`;

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
      EMAIL_WEBHOOK_SECRET: WEBHOOK_SECRET,
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

  it('sends nothing to a member who asked to delete their account, and again once they cancel', async () => {
    const leaving = await newMember();
    const other = await newMember();
    await identity.dataSource.getRepository(AccountDeletion).insert({
      userId: leaving.id,
      requestedAt: new Date(),
      eraseAfter: new Date(Date.now() + 7 * 86_400_000),
    });
    const daily = (memberId: string, localDate: string) =>
      scheduled({
        emailId: randomUUID(),
        memberId,
        kind: 'daily',
        localDate,
        cards: cards.slice(0, 1),
        unsubscribeToken: 'unsubscribe-token',
      });
    expect(await inbox.deliver(daily(leaving.id, '2026-11-29'))).toBe(true);
    expect(await inbox.deliver(daily(other.id, '2026-11-29'))).toBe(true);
    await smtp.mailTo(other.email, 'Your Distill review: 1 highlight for today');
    expect(smtp.received.some((mail) => mail.to.includes(leaving.email))).toBe(false);

    await identity.dataSource.getRepository(AccountDeletion).delete({ userId: leaving.id });
    expect(await inbox.deliver(daily(leaving.id, '2026-11-30'))).toBe(true);
    await smtp.mailTo(leaving.email, 'Your Distill review: 1 highlight for today');
  });

  it('sends the weekly digest with both parts: the week, the books, and two to read next', async () => {
    const member = await newMember();
    const digest: WeeklyDigestPayload = {
      emailId: randomUUID(),
      memberId: member.id,
      kind: 'weekly',
      localDate: '2026-11-29',
      isoWeek: '2026-W48',
      booksFinished: [
        { summaryId: 'b1', title: 'Atomic Habits', author: 'James Clear', readingTimeMinutes: 20 },
        { summaryId: 'b2', title: 'Sapiens', author: 'Yuval Noah Harari', readingTimeMinutes: 30 },
      ],
      minutesRead: 50,
      currentStreak: 4,
      highlightsMade: 3,
      readNext: [
        { summaryId: 'n1', title: 'Indistractable', author: 'Nir Eyal', readingTimeMinutes: 14 },
        { summaryId: 'n2', title: 'Make Time', author: 'Jake Knapp', readingTimeMinutes: 12 },
      ],
      unsubscribeToken: 'unsubscribe-token',
    };
    const event = scheduled(digest);
    expect(await inbox.deliver(event)).toBe(true);
    expect(await inbox.deliver(event)).toBe(false);
    const message = await smtp.mailTo(
      member.email,
      'Your Distill week: 2 books finished, 3 highlights',
    );
    expect(message).toMatch(/Content-Type: multipart\/alternative/);
    const [, text] = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(message)!;
    const [, html] = /Content-Type: text\/html[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(message)!;
    for (const part of [text!, html!]) {
      for (const expected of [
        'Your week in reading',
        'Atomic Habits',
        'Sapiens',
        'Indistractable',
        'Make Time',
        'https://distill.example/summary/n1',
        'https://distill.example/settings/review-emails',
      ]) {
        expect(part).toContain(expected);
      }
    }
    expect(text).toContain('Books finished: 2');
    expect(text).toContain('Minutes of reading: 50');
    expect(text).toContain('Reading streak: 4 days');
    expect(text).toContain('Highlights made: 3');
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(smtp.received.filter((mail) => mail.to.includes(member.email))).toHaveLength(1);

    // The admins' count of the day has it (recorded once the SMTP server took it).
    const admin = memberViewer({ ...member, role: 'admin' });
    const today = new Date().toISOString().slice(0, 10);
    await eventually(async () => {
      const report = await identity.graphql<{
        emailDeliveryReport: { days: Array<{ day: string; sent: number }> };
      }>(REPORT, { days: 1 }, { viewer: admin });
      const day = report.data?.emailDeliveryReport.days[0];
      return day?.day === today && day.sent === smtp.received.length ? day : undefined;
    });
  });

  describe('bounces and complaints (the provider webhook)', () => {
    function signed(body: unknown, secret = WEBHOOK_SECRET, at = new Date()) {
      const raw = Buffer.from(JSON.stringify(body));
      return {
        payloadBase64: raw.toString('base64'),
        signature: emailWebhookSignature(secret, Math.floor(at.getTime() / 1000), raw),
      };
    }

    const suppressedEventsOf = (userId: string) =>
      identity.dataSource
        .getRepository(OutboxEvent)
        .createQueryBuilder('event')
        .where('event.type = :type', { type: IdentityEvents.UserEmailsSuppressed })
        .andWhere(`event.envelope -> 'payload' ->> 'userId' = :userId`, { userId })
        .getMany();

    it("a signed bounce turns the member's e-mails off and shows among the last failures", async () => {
      const member = await newMember();
      const answer = await identity.graphql(
        RECEIVE,
        signed({
          type: 'bounce',
          email: member.email.toUpperCase(),
          reason: '550 5.1.1 No such user',
        }),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ receiveEmailWebhook: { matched: true } });
      const events = await suppressedEventsOf(member.id);
      expect(events.map((event) => event.envelope.payload)).toEqual([
        { userId: member.id, reason: 'bounce' },
      ]);
      const report = await identity.graphql<{
        emailDeliveryReport: {
          days: Array<{ bounced: number }>;
          recentFailures: Array<Record<string, unknown>>;
        };
      }>(REPORT, { days: 1 }, { viewer: memberViewer({ ...member, role: 'admin' }) });
      expect(report.data?.emailDeliveryReport.recentFailures[0]).toEqual({
        status: 'bounced',
        subject: 'Bounce reported',
        recipient: member.email,
        reason: '550 5.1.1 No such user',
      });
      expect(report.data?.emailDeliveryReport.days[0]!.bounced).toBeGreaterThanOrEqual(1);

      // An address with no account is acknowledged and changes nothing.
      const stranger = await identity.graphql(
        RECEIVE,
        signed({ type: 'complaint', email: 'nobody-here@example.com' }),
      );
      expect(stranger.data).toEqual({ receiveEmailWebhook: { matched: false } });
    });

    it('refuses a forged, stale or unsigned request and a body that is none, changing nothing', async () => {
      const member = await newMember();
      const body = { type: 'complaint', email: member.email };
      const forged = signed(body, 'not-the-webhook-secret');
      const stale = signed(body, WEBHOOK_SECRET, new Date(Date.now() - 10 * 60 * 1000));
      const good = signed(body);
      for (const variables of [
        forged,
        stale,
        { ...good, signature: 'nonsense' },
        // The signature of another body.
        {
          ...good,
          payloadBase64: Buffer.from(JSON.stringify({ ...body, type: 'bounce' })).toString(
            'base64',
          ),
        },
      ]) {
        const answer = await identity.graphql(RECEIVE, variables);
        expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        expect(answer.errors?.[0]?.message).toBe('Invalid Distill-Signature header');
      }
      const malformed = await identity.graphql(
        RECEIVE,
        signed({ type: 'unsubscribe', email: member.email }),
      );
      expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await suppressedEventsOf(member.id)).toEqual([]);
    });

    it('keeps the delivery report to admins and a range of days that is one', async () => {
      const member = await newMember();
      const asMember = await identity.graphql(
        REPORT,
        { days: 7 },
        { viewer: memberViewer(member) },
      );
      expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const admin = memberViewer({ ...member, role: 'admin' });
      const tooMany = await identity.graphql(REPORT, { days: 91 }, { viewer: admin });
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(tooMany.errors?.[0]?.message).toBe('days must be a whole number from 1 to 90');
    });
  });
});
