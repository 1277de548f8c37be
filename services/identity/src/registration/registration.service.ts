import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { EmailSender } from '../email/email-sender.js';
import { previewUrlOf, publicUrl } from '../email/public-links.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { PasswordPolicy } from '../passwords/password-policy.js';
import { AbuseLimits } from '../rate-limits/abuse-limits.js';
import { hashSecretToken, newSecretToken } from '../secret-token.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { SessionGrant } from '../sign-in/sign-in.service.js';
import { UserError } from '../users/user.error.js';
import { normalizeEmail } from '../users/user-fields.js';
import { UsersService } from '../users/users.service.js';
import { PendingRegistration } from './pending-registration.entity.js';
import { alreadyRegisteredEmail, confirmRegistrationEmail } from './registration-email.js';
import { RegistrationError } from './registration.error.js';

/** 32 random bytes, like a reset token. */
const CONFIRM_TOKEN_BYTES = 32;
export const REGISTRATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 512;

export interface RegistrationRequestResult {
  /** Development only: where the kept e-mail can be read. */
  previewUrl: string | null;
}

/**
 * The product's own registration: no account exists until the owner of the mailbox opens the
 * link. The request's answer is the same whether or not the address has an account (the owner
 * of an existing one gets a "you already have an account" mail instead), so it tells a stranger
 * nothing.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly email: EmailSender,
    private readonly abuseLimits: AbuseLimits,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  /**
   * Both paths do the same work (one argon2 hash, one transaction, one mail), so neither the
   * answer nor its time tells whether the address has an account. Limited per e-mail and per
   * client address: each request sends a mail.
   */
  async request(
    rawEmail: string,
    password: string,
    clientAddress: string | null,
  ): Promise<RegistrationRequestResult> {
    // A malformed address or a weak password is worth saying (400); neither tells about accounts.
    const email = normalizeEmail(rawEmail);
    await this.abuseLimits.consume('registration', email, clientAddress);
    this.policy.assertAcceptable(password);
    const passwordHash = await this.hasher.hash(password);
    const token = newSecretToken(CONFIRM_TOKEN_BYTES);
    const pendingId = await this.dataSource.transaction(async (manager) => {
      await manager.delete(PendingRegistration, { expiresAt: LessThan(new Date()) });
      if (await this.users.findByEmail(email, manager)) {
        // An address with an account keeps no pending registration, not even an older one.
        await manager.delete(PendingRegistration, { email });
        return null;
      }
      // A newer request replaces the older one (a new id, so its mail is a new job).
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO pending_registration (email, password_hash, token_hash, expires_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO UPDATE SET id = gen_random_uuid(),
           password_hash = excluded.password_hash, token_hash = excluded.token_hash,
           expires_at = excluded.expires_at, created_at = now()
         RETURNING id`,
        [
          email,
          passwordHash,
          hashSecretToken(token),
          new Date(Date.now() + REGISTRATION_LIFETIME_MS),
        ],
      );
      return rows[0]!.id;
    });
    const config = this.runtime.config;
    const outcome = pendingId
      ? await this.email.deliver(
          `registration-${pendingId}`,
          confirmRegistrationEmail(email, publicUrl(config, '/simple-auth', { confirm: token })),
        )
      : await this.email.deliver(
          `registration-existing-${randomUUID()}`,
          alreadyRegisteredEmail(
            email,
            publicUrl(config, '/simple-auth'),
            publicUrl(config, '/simple-auth', { forgot: '1' }),
          ),
        );
    return { previewUrl: previewUrlOf(config, outcome) };
  }

  /**
   * Consumes the link and creates the account (its e-mail proven by the link) with the password
   * chosen at the request, and a session. An address that got an account meanwhile answers 409
   * and the link is used up.
   */
  async confirm(token: string): Promise<SessionGrant> {
    if (!token || token.length > MAX_TOKEN_LENGTH) throw RegistrationError.invalidToken();
    const grant = await this.dataSource.transaction(async (manager) => {
      const pending = await manager.findOne(PendingRegistration, {
        where: { tokenHash: hashSecretToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!pending || pending.expiresAt.getTime() <= Date.now())
        throw RegistrationError.invalidToken();
      await manager.delete(PendingRegistration, pending.id);
      if (await this.users.findByEmail(pending.email, manager)) return null;
      const user = await this.users.create(manager, {
        email: pending.email,
        passwordHash: pending.passwordHash,
        authProvider: 'local',
      });
      return { user, sessionToken: await this.sessions.start(user.id, manager) };
    });
    if (!grant) throw UserError.emailTaken();
    return grant;
  }
}
