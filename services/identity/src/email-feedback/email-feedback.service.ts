import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { IdentityEvents } from '@distill/contracts';
import { Clock, EventPublisher, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { User } from '../users/user.entity.js';
import { normalizeEmail } from '../users/user-fields.js';
import { EmailFeedbackError } from './email-feedback.error.js';
import type { EmailDeliveryReportModel } from './email-feedback.model.js';
import { isValidEmailWebhookSignature } from './email-webhook-signature.js';

/** What a provider's bounce or complaint says, relayed as JSON (docs/api.md). */
const feedbackSchema = z.object({
  type: z.enum(['bounce', 'complaint']),
  email: z.email(),
  reason: z.string().max(1000).optional(),
});

export const MAX_REPORT_DAYS = 90;
export const RECENT_FAILURES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bounces and complaints from the mail provider, and the admins' view of deliveries. A bounce
 * or complaint for a member's address is recorded and announced (identity.user.emails-suppressed):
 * reading turns their recurring e-mails off in its own data.
 */
@Injectable()
export class EmailFeedbackService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  async receive(payloadBase64: string, signature: string): Promise<{ matched: boolean }> {
    const secret = this.runtime.config.EMAIL_WEBHOOK_SECRET;
    if (!secret) {
      throw new EmailFeedbackError(
        'EMAIL_FEEDBACK_NOT_CONFIGURED',
        'The e-mail webhook is not configured',
      );
    }
    const body = Buffer.from(payloadBase64, 'base64');
    const now = this.clock.now();
    if (!isValidEmailWebhookSignature(secret, signature, body, now)) {
      throw new EmailFeedbackError(
        'EMAIL_FEEDBACK_INVALID_SIGNATURE',
        'Invalid Distill-Signature header',
      );
    }
    let parsed: z.infer<typeof feedbackSchema>;
    try {
      parsed = feedbackSchema.parse(JSON.parse(body.toString('utf8')));
    } catch {
      throw new EmailFeedbackError(
        'EMAIL_FEEDBACK_INVALID_PAYLOAD',
        'The body must be JSON: {"type": "bounce" or "complaint", "email": an address, "reason": optional text}',
      );
    }
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { email: normalizeEmail(parsed.email) });
      // Mail to an address without an account: nothing of ours to turn off.
      if (!user) return { matched: false };
      await manager.query(
        `INSERT INTO email_delivery (user_id, status, subject, reason, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          user.id,
          parsed.type === 'bounce' ? 'bounced' : 'complained',
          parsed.type === 'bounce' ? 'Bounce reported' : 'Spam complaint reported',
          parsed.reason ?? null,
          now,
        ],
      );
      await this.events.publish(manager, IdentityEvents.UserEmailsSuppressed, {
        userId: user.id,
        reason: parsed.type,
      });
      return { matched: true };
    });
  }

  /** Per UTC day, the last `days` days (today first): sent, failed, bounced; the last failures. */
  async report(days: number): Promise<EmailDeliveryReportModel> {
    if (!Number.isInteger(days) || days < 1 || days > MAX_REPORT_DAYS) {
      throw new EmailFeedbackError(
        'EMAIL_FEEDBACK_INVALID_REPORT',
        `days must be a whole number from 1 to ${MAX_REPORT_DAYS}`,
      );
    }
    const today = Math.floor(this.clock.now().getTime() / DAY_MS);
    const from = new Date((today - days + 1) * DAY_MS);
    const rows: Array<{ day: string; status: string; count: string }> = await this.dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, status, count(*) AS count
       FROM email_delivery WHERE created_at >= $1 GROUP BY 1, 2`,
      [from],
    );
    const countOf = (day: string, statuses: string[]) =>
      rows
        .filter((row) => row.day === day && statuses.includes(row.status))
        .reduce((total, row) => total + Number(row.count), 0);
    const failures: Array<{
      created_at: Date;
      status: string;
      subject: string;
      email: string | null;
      reason: string | null;
    }> = await this.dataSource.query(
      `SELECT d.created_at, d.status, d.subject, u.email, d.reason
       FROM email_delivery d LEFT JOIN user_account u ON u.id = d.user_id
       WHERE d.status <> 'sent' ORDER BY d.created_at DESC LIMIT ${RECENT_FAILURES}`,
    );
    return {
      days: Array.from({ length: days }, (_, index) => {
        const day = new Date((today - index) * DAY_MS).toISOString().slice(0, 10);
        return {
          day,
          sent: countOf(day, ['sent']),
          failed: countOf(day, ['failed']),
          bounced: countOf(day, ['bounced', 'complained']),
        };
      }),
      recentFailures: failures.map((row) => ({
        at: new Date(row.created_at),
        status: row.status,
        subject: row.subject,
        recipient: row.email,
        reason: row.reason,
      })),
    };
  }
}
