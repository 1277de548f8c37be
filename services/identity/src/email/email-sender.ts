import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import nodemailer, { type Transporter } from 'nodemailer';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobQueues } from '@distill/contracts';
import {
  createJobQueue,
  type JobQueue,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import { emailPreviewEnabled, type IdentityConfig } from '../config.js';
import { EmailDelivery } from './email-delivery.entity.js';
import { EmailPreview } from './email-preview.entity.js';
import type { EmailMessage } from './email-message.js';

/** Retries in one place; failed jobs stay in Redis for inspection. */
export const EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  // A sent message (it holds a reset link) leaves Redis at once.
  removeOnComplete: true,
  removeOnFail: false,
};

export type EmailOutcome =
  { kind: 'queued' } | { kind: 'preview'; previewId: string } | { kind: 'dropped' };

/**
 * Transactional e-mail. With SMTP_URL: a job per message (deterministic id, retries; BullMQ, or
 * in memory when embedded), sent by nodemailer from a worker in this service. Without it, outside production: the message
 * is kept in `email_preview` for the preview page. Production without SMTP drops (and logs) it.
 */
@Injectable()
export class EmailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private queue: JobQueue<EmailMessage> | undefined;
  private transport: Transporter | undefined;

  constructor(
    @InjectRepository(EmailPreview) private readonly previews: Repository<EmailPreview>,
    @InjectRepository(EmailDelivery) private readonly deliveries: Repository<EmailDelivery>,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  private get config(): IdentityConfig {
    return this.runtime.config;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SMTP_URL) {
      if (!emailPreviewEnabled(this.config)) {
        this.runtime.logger.error('SMTP_URL is not set: password reset e-mails cannot be sent');
      }
      return;
    }
    this.transport = nodemailer.createTransport(this.config.SMTP_URL);
    this.queue = await createJobQueue(this.config, {
      name: JobQueues.IdentityEmail,
      handler: (job) => this.send(job.data, job.attempt),
      retry: EMAIL_JOB_OPTIONS,
      concurrency: 2,
      logger: this.runtime.logger,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
    this.transport?.close();
  }

  /**
   * Hands a message over for delivery; call it after the change it announces is committed.
   * `jobId` must identify the message (e.g. the reset token's row id) so a repeated hand-over
   * cannot send it twice.
   */
  async deliver(jobId: string, message: EmailMessage): Promise<EmailOutcome> {
    if (this.queue) {
      await this.queue.add('send', message, { jobId });
      return { kind: 'queued' };
    }
    if (emailPreviewEnabled(this.config)) return this.keepPreview(message);
    this.runtime.logger.error({ jobId }, 'e-mail dropped: SMTP_URL is not set');
    return { kind: 'dropped' };
  }

  /** Keeps the message for the preview page when previews are on; never sends it. */
  async deliverPreviewOnly(message: EmailMessage): Promise<EmailOutcome> {
    if (!emailPreviewEnabled(this.config)) return { kind: 'dropped' };
    return this.keepPreview(message);
  }

  private async keepPreview(message: EmailMessage): Promise<EmailOutcome> {
    const preview = await this.previews.save(
      this.previews.create({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      }),
    );
    return { kind: 'preview', previewId: preview.id };
  }

  /** Sends one message and records the outcome: sent, or failed once no attempt is left. */
  private async send(message: EmailMessage, attempt: number): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.config.EMAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    } catch (error) {
      if (attempt >= (EMAIL_JOB_OPTIONS.attempts ?? 1)) {
        await this.record(
          message,
          'failed',
          error instanceof Error ? error.message : String(error),
        );
      }
      throw error;
    }
    // The mail is out: a failure to count it must not fail the job, which would send it again.
    await this.record(message, 'sent', null).catch((error: unknown) =>
      this.runtime.logger.warn({ err: error }, 'e-mail sent but its delivery was not recorded'),
    );
  }

  private async record(
    message: EmailMessage,
    status: 'sent' | 'failed',
    reason: string | null,
  ): Promise<void> {
    // An account erased while its mail waited is named by no one (the row keeps the count).
    await this.deliveries.query(
      `INSERT INTO email_delivery (user_id, status, subject, reason, created_at)
       VALUES ((SELECT id FROM user_account WHERE id = $1), $2, $3, $4, $5)`,
      [message.userId ?? null, status, message.subject, reason?.slice(0, 500) ?? null, new Date()],
    );
  }
}
