import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { EmailSender } from '../email/email-sender.js';
import { previewUrlOf, publicUrl } from '../email/public-links.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { AbuseLimits } from '../rate-limits/abuse-limits.js';
import { PasswordPolicy } from '../passwords/password-policy.js';
import { hashSecretToken, newSecretToken } from '../secret-token.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { User } from '../users/user.entity.js';
import { normalizeEmail } from '../users/user-fields.js';
import { UsersService } from '../users/users.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { noAccountEmail, passwordResetEmail } from './password-reset-email.js';
import { PasswordResetError } from './password-reset.error.js';

/** 32 random bytes (256 bits; the brief asks for at least 128). */
const RESET_TOKEN_BYTES = 32;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 512;

export interface PasswordResetRequestResult {
  /** Development only: where the kept e-mail can be read. */
  previewUrl: string | null;
}

@Injectable()
export class PasswordResetService {
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
   * Issues a reset link when the account exists. The answer has the same shape either way, so it
   * never tells whether an address has an account; links come from PUBLIC_URL only. Requests
   * are limited per e-mail and per client address.
   */
  async request(
    rawEmail: string,
    clientAddress: string | null,
  ): Promise<PasswordResetRequestResult> {
    // A malformed address is a typo worth saying (400); it tells nothing about accounts.
    const email = normalizeEmail(rawEmail);
    await this.abuseLimits.consume('password-reset', email, clientAddress);
    const user = await this.users.findByEmail(email);
    if (!user) {
      const outcome = await this.email.deliverPreviewOnly(
        noAccountEmail(email, publicUrl(this.runtime.config, '/simple-auth')),
      );
      return { previewUrl: previewUrlOf(this.runtime.config, outcome) };
    }
    const token = newSecretToken(RESET_TOKEN_BYTES);
    const row = await this.dataSource.transaction(async (manager) => {
      // Only the newest link works: older unused ones are retired.
      await manager.update(
        PasswordResetToken,
        { userId: user.id, usedAt: IsNull() },
        { usedAt: new Date() },
      );
      return manager.save(
        manager.create(PasswordResetToken, {
          userId: user.id,
          tokenHash: hashSecretToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        }),
      );
    });
    const resetUrl = publicUrl(this.runtime.config, '/reset-password', { token });
    const outcome = await this.email.deliver(
      `password-reset-${row.id}`,
      passwordResetEmail(user.email, resetUrl),
    );
    return { previewUrl: previewUrlOf(this.runtime.config, outcome) };
  }

  /**
   * Sets the new password, consumes the token, revokes every session of the user (cookie and
   * provider) and removes its provider link, in one transaction: the owner of the mailbox owns
   * the account, so whoever joined a provider identity to it before keeps nothing. Returns the
   * user id so the gateway can drop that user's cached viewers at once.
   */
  async confirm(token: string, newPassword: string): Promise<string> {
    if (!token || token.length > MAX_TOKEN_LENGTH) throw PasswordResetError.invalidToken();
    this.policy.assertAcceptable(newPassword);
    const passwordHash = await this.hasher.hash(newPassword);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(PasswordResetToken, {
        where: { tokenHash: hashSecretToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now())
        throw PasswordResetError.invalidToken();
      await manager.update(PasswordResetToken, row.id, { usedAt: new Date() });
      await this.sessions.revokeAll(manager, row.userId);
      await manager.update(User, row.userId, { passwordHash, firebaseUid: null });
      await this.users.publishUpdated(
        manager,
        await manager.findOneByOrFail(User, { id: row.userId }),
      );
      return row.userId;
    });
  }
}
