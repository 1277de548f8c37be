import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type EmailSuppressionReason, type MemberViewer, ReadingEvents } from '@distill/contracts';
import {
  acceptedInternalSecrets,
  EventPublisher,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import type { ReadingConfig } from '../config.js';
import { ReadingError } from '../reading.error.js';
import { ReviewCard } from '../review/review-card.entity.js';
import { ReviewService } from '../review/review.service.js';
import { isoDateOf, localClockOf, parseTimeZone, weekOf } from '../stats/calendar.js';
import { ReviewEmail } from './review-email.entity.js';
import { ReviewEmailLink } from './review-email-link.entity.js';
import { ReviewEmailOptOut, type ReviewEmailOptOutSource } from './review-email-opt-out.entity.js';
import { ReviewEmailPreference } from './review-email-preference.entity.js';
import { isEmptyDigest, weeklyDigestOf } from './weekly-digest.js';
import {
  hashOfToken,
  isSignedGradeToken,
  memberOfUnsubscribeToken,
  newGradeToken,
  unsubscribeTokenOf,
} from './review-email-tokens.js';
import type {
  EmailGrade,
  ReviewEmailLinkModel,
  ReviewEmailOptOutDayModel,
  ReviewEmailPreferencesModel,
} from './review-emails.model.js';

/** Readwise's daily review e-mail holds a handful: the rest waits in /review. */
export const CARDS_PER_EMAIL = 5;
/** A grade link older than this asks the member to open the review instead. */
export const GRADE_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const DEFAULT_SEND_AT = '07:30';
const SEND_AT_SHAPE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MAX_TOKEN_LENGTH = 200;
/** How far back the admins' per-day counts may look. */
export const MAX_REPORT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ReviewEmailsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly review: ReviewService,
    private readonly events: EventPublisher,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<ReadingConfig>,
  ) {}

  async preferencesOf(member: MemberViewer): Promise<ReviewEmailPreferencesModel> {
    const row = await this.dataSource.manager.findOneBy(ReviewEmailPreference, {
      memberId: member.id,
    });
    return row
      ? {
          daily: row.daily,
          weekly: row.weekly,
          sendAt: clockText(row.sendAtMinute),
          timeZone: row.timeZone,
        }
      : { daily: false, weekly: false, sendAt: DEFAULT_SEND_AT, timeZone: null };
  }

  async updatePreferences(
    member: MemberViewer,
    input: { daily: boolean; weekly?: boolean | null; sendAt: string; timeZone: string },
    now = new Date(),
  ): Promise<ReviewEmailPreferencesModel> {
    const time = SEND_AT_SHAPE.exec(input.sendAt);
    if (!time) {
      throw new ReadingError(
        'READING_INVALID_REVIEW_EMAIL_PREFERENCES',
        'sendAt must be a time of day such as 07:30',
      );
    }
    const timeZone = parseTimeZone(input.timeZone);
    const sendAtMinute = Number(time[1]) * 60 + Number(time[2]);
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOne(ReviewEmailPreference, {
        where: { memberId: member.id },
        lock: { mode: 'pessimistic_write' },
      });
      // A client that predates the digest sends no `weekly`: it keeps what the member chose.
      const weekly = input.weekly ?? before?.weekly ?? false;
      await manager.upsert(
        ReviewEmailPreference,
        { memberId: member.id, daily: input.daily, weekly, sendAtMinute, timeZone },
        ['memberId'],
      );
      if (before && ((before.daily && !input.daily) || (before.weekly && !weekly))) {
        await logOptOut(manager, member.id, 'settings', now);
      }
      return { daily: input.daily, weekly, sendAt: clockText(sendAtMinute), timeZone };
    });
  }

  /**
   * Computes the e-mails of every member whose chosen local time has come today: the daily
   * review when they have none for their local date yet, and on Sundays the weekly digest when
   * they have none for that ISO week. A scheduler that was down catches up later the same day.
   * Safe to run from any number of processes at once. Returns the e-mails handed to identity.
   */
  async sendDue(now: Date): Promise<number> {
    const zones: Array<{ time_zone: string }> = await this.dataSource.query(
      `SELECT DISTINCT time_zone FROM review_email_preference WHERE daily OR weekly`,
    );
    let sent = 0;
    for (const { time_zone: zone } of zones) {
      const clock = localClockOf(now, zone);
      const localDate = isoDateOf(clock.day);
      // ISO weeks end on Sunday: the digest's day, and its local date names the week.
      const sunday = weekOf(clock.day + 1) !== weekOf(clock.day);
      const members: Array<{ member_id: string; daily_due: boolean; weekly_due: boolean }> =
        await this.dataSource.query(
          `SELECT p.member_id,
             p.daily AND NOT EXISTS (SELECT 1 FROM review_email e
               WHERE e.member_id = p.member_id AND e.local_date = $3 AND e.kind = 'daily') AS daily_due,
             $4::boolean AND p.weekly AND NOT EXISTS (SELECT 1 FROM review_email e
               WHERE e.member_id = p.member_id AND e.local_date = $3 AND e.kind = 'weekly') AS weekly_due
           FROM review_email_preference p
           WHERE (p.daily OR p.weekly) AND p.time_zone = $1 AND p.send_at_minute <= $2`,
          [zone, clock.minute, localDate, sunday],
        );
      for (const { member_id: memberId, daily_due, weekly_due } of members) {
        if (daily_due && (await this.composeDaily(memberId, zone, localDate, now))) sent += 1;
        if (weekly_due && (await this.composeWeekly(memberId, zone, localDate, now))) sent += 1;
      }
    }
    return sent;
  }

  /**
   * One member's e-mail of one local date. The row's unique (member, local date, kind) key lets
   * only one scheduler record it; the event commits with it, so identity sends it exactly once.
   */
  private async composeDaily(
    memberId: string,
    zone: string,
    localDate: string,
    now: Date,
  ): Promise<boolean> {
    const cards = (await this.review.dueFor(memberId, zone, now)).slice(0, CARDS_PER_EMAIL);
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ReviewEmail)
        .values({ memberId, localDate, kind: 'daily', cardCount: cards.length, createdAt: now })
        .orIgnore()
        .returning('id')
        .execute();
      const emailId = (inserted.raw as Array<{ id: string }>)[0]?.id;
      // Another scheduler recorded this day first, or nothing is due: no e-mail.
      if (!emailId || cards.length === 0) return false;
      const secret = this.runtime.config.INTERNAL_SECRET;
      const tokens = cards.map(() => newGradeToken(secret));
      await manager.insert(
        ReviewEmailLink,
        cards.map((card, index) => ({
          tokenHash: hashOfToken(tokens[index]!),
          emailId,
          memberId,
          cardId: card.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + GRADE_LINK_LIFETIME_MS),
          usedAt: null,
          usedGrade: null,
        })),
      );
      await this.events.publish(manager, ReadingEvents.ReviewEmailScheduled, {
        emailId,
        memberId,
        kind: 'daily',
        localDate,
        cards: cards.map((card, index) => ({
          quote: card.quote,
          note: card.note,
          title: card.summary.title,
          author: card.summary.author,
          gradeToken: tokens[index]!,
        })),
        unsubscribeToken: unsubscribeTokenOf(secret, memberId),
      });
      return true;
    });
  }

  /**
   * One member's weekly digest, on the Sunday ending its ISO week. Like the daily e-mail, the
   * row's unique (member, local date, kind) key lets one scheduler record it, with its event.
   */
  private async composeWeekly(
    memberId: string,
    zone: string,
    localDate: string,
    now: Date,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ReviewEmail)
        .values({ memberId, localDate, kind: 'weekly', cardCount: 0, createdAt: now })
        .orIgnore()
        .returning('id')
        .execute();
      const emailId = (inserted.raw as Array<{ id: string }>)[0]?.id;
      if (!emailId) return false;
      const digest = await weeklyDigestOf(manager, memberId, zone, now);
      // A week with nothing to tell is decided (its row stays) and sends nothing.
      if (isEmptyDigest(digest)) return false;
      await this.events.publish(manager, ReadingEvents.ReviewEmailScheduled, {
        emailId,
        memberId,
        kind: 'weekly',
        localDate,
        ...digest,
        unsubscribeToken: unsubscribeTokenOf(this.runtime.config.INTERNAL_SECRET, memberId),
      });
      return true;
    });
  }

  /** What a grade link's page shows before the member confirms: the card, and a grade given. */
  async linkOf(token: string, now = new Date()): Promise<ReviewEmailLinkModel> {
    const link = await this.openLink(this.dataSource.manager, token, now, false);
    return this.modelOf(link);
  }

  /**
   * Grades the card once through its link, without signing in. A link already used, or a card
   * the member reviewed in /review after the e-mail was sent, grades nothing again.
   */
  async gradeFromLink(
    token: string,
    grade: EmailGrade,
    now = new Date(),
  ): Promise<ReviewEmailLinkModel> {
    const link = await this.dataSource.transaction(async (manager) => {
      const opened = await this.openLink(manager, token, now, true);
      if (opened.usedGrade) throw linkUsed();
      const card = await manager.findOneBy(ReviewCard, { id: opened.cardId });
      if (card?.lastReview && card.lastReview > opened.createdAt) throw linkUsed();
      await this.review.gradeIn(manager, opened.memberId, opened.cardId, grade, now);
      opened.usedAt = now;
      opened.usedGrade = grade;
      await manager.save(opened);
      return opened;
    });
    return this.modelOf(link);
  }

  /**
   * RFC 8058 one-click: turns the member's review e-mails (daily and digest) off; repeating it
   * is harmless.
   */
  async unsubscribe(token: string, now = new Date()): Promise<boolean> {
    const memberId =
      token.length <= MAX_TOKEN_LENGTH
        ? memberOfUnsubscribeToken(acceptedInternalSecrets(this.runtime.config), token)
        : null;
    if (!memberId) {
      throw new ReadingError(
        'READING_INVALID_REVIEW_EMAIL_LINK',
        'This unsubscribe link is not valid. Turn the e-mails off from your review e-mail settings instead.',
      );
    }
    await this.dataSource.transaction((manager) => turnOff(manager, memberId, 'link', now));
    return true;
  }

  /** Identity heard that mail to the member bounces or was reported as spam: stop writing. */
  async suppress(
    manager: EntityManager,
    memberId: string,
    reason: EmailSuppressionReason,
    now: Date,
  ): Promise<void> {
    await turnOff(manager, memberId, reason, now);
  }

  /**
   * For admins (the resolver's guard): members whose review e-mails were turned off, per UTC
   * day, the last `days` days (today included), days with none as zero.
   */
  async optOutsPerDay(days: number, now = new Date()): Promise<ReviewEmailOptOutDayModel[]> {
    if (!Number.isInteger(days) || days < 1 || days > MAX_REPORT_DAYS) {
      throw new ReadingError(
        'READING_INVALID_REPORT',
        `days must be a whole number from 1 to ${MAX_REPORT_DAYS}`,
      );
    }
    const today = Math.floor(now.getTime() / DAY_MS);
    const from = new Date((today - days + 1) * DAY_MS);
    const rows: Array<{ day: string; count: string }> = await this.dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS count
       FROM review_email_opt_out WHERE created_at >= $1 GROUP BY 1`,
      [from],
    );
    const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
    return Array.from({ length: days }, (_, index) => {
      const day = isoDateOf(today - index);
      return { day, unsubscribed: counts.get(day) ?? 0 };
    });
  }

  private async openLink(
    manager: EntityManager,
    token: string,
    now: Date,
    lock: boolean,
  ): Promise<ReviewEmailLink> {
    const signed =
      token.length <= MAX_TOKEN_LENGTH &&
      isSignedGradeToken(acceptedInternalSecrets(this.runtime.config), token);
    const link = signed
      ? await manager.findOne(ReviewEmailLink, {
          where: { tokenHash: hashOfToken(token) },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!link) {
      throw new ReadingError(
        'READING_INVALID_REVIEW_EMAIL_LINK',
        'This review link is not valid. Open your review to grade this highlight.',
      );
    }
    if (!link.usedGrade && link.expiresAt <= now) {
      throw new ReadingError(
        'READING_REVIEW_EMAIL_LINK_EXPIRED',
        'This review link has expired. Open your review to grade this highlight.',
      );
    }
    return link;
  }

  private async modelOf(link: ReviewEmailLink): Promise<ReviewEmailLinkModel> {
    const card = await this.dataSource.manager.findOneBy(ReviewCard, { id: link.cardId });
    if (!card) {
      throw new ReadingError(
        'READING_REVIEW_CARD_NOT_FOUND',
        'This highlight is no longer in your review.',
      );
    }
    const [model] = await this.review.modelsOf([card]);
    return { card: model!, gradedAs: link.usedGrade as EmailGrade | null };
  }
}

/** Both e-mails off, logged once when something was on (a repeated click logs nothing). */
async function turnOff(
  manager: EntityManager,
  memberId: string,
  source: ReviewEmailOptOutSource,
  now: Date,
): Promise<void> {
  const changed = await manager
    .createQueryBuilder()
    .update(ReviewEmailPreference)
    .set({ daily: false, weekly: false })
    .where('memberId = :memberId AND (daily OR weekly)', { memberId })
    .execute();
  if (changed.affected) await logOptOut(manager, memberId, source, now);
}

async function logOptOut(
  manager: EntityManager,
  memberId: string,
  source: ReviewEmailOptOutSource,
  now: Date,
): Promise<void> {
  await manager.insert(ReviewEmailOptOut, { memberId, source, createdAt: now });
}

function clockText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function linkUsed(): ReadingError {
  return new ReadingError(
    'READING_REVIEW_EMAIL_LINK_USED',
    'This highlight was already graded. Nothing was changed.',
  );
}
