import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, Repository } from 'typeorm';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { FirebaseTokenVerifier } from '../firebase/firebase-token-verifier.js';
import { hashSecretToken, newSecretToken } from '../secret-token.js';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

/** 32 random bytes: 256 bits, as the session token is the whole credential. */
const SESSION_TOKEN_BYTES = 32;
/** lastSeenAt is written at most this often per session, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_TOKEN_LENGTH = 512;

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
    private readonly providerTokens: FirebaseTokenVerifier,
  ) {}

  get idleLifetimeMs(): number {
    return this.runtime.config.SESSION_IDLE_DAYS * 24 * 3600 * 1000;
  }

  /** A new session for `userId`; the raw token is returned once and never stored. */
  async start(userId: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const token = newSecretToken(SESSION_TOKEN_BYTES);
    const now = new Date();
    await manager.insert(Session, { userId, tokenHash: hashSecretToken(token), lastSeenAt: now });
    return token;
  }

  /**
   * The account behind a live session (not revoked, used within the idle window), sliding the
   * window forward. Null for anything else, including garbage.
   */
  async resolve(token: string): Promise<User | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const session = await this.sessions.findOne({
      where: { tokenHash: hashSecretToken(token), revokedAt: IsNull() },
      relations: { user: true },
    });
    if (!session?.user) return null;
    const now = Date.now();
    if (session.lastSeenAt.getTime() + this.idleLifetimeMs <= now) return null;
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.sessions.update(
        { id: session.id, revokedAt: IsNull() },
        { lastSeenAt: new Date(now) },
      );
    }
    return session.user;
  }

  /** Ends one session. Returns the user it belonged to, or null when it was not live. */
  async revoke(token: string): Promise<string | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND revoked_at IS NULL', {
        tokenHash: hashSecretToken(token),
      })
      .returning('user_id')
      .execute();
    const rows = result.raw as Array<{ user_id: string }>;
    return rows[0]?.user_id ?? null;
  }

  /**
   * Ends every session of a user (sign out everywhere, password reset), in the caller's
   * transaction: the cookie sessions, and the provider's refresh tokens of its linked identity,
   * so its ID tokens are refused from now on (identity checks revocation on every Bearer it
   * resolves). The provider is asked first: if it fails, nothing here is committed.
   */
  async revokeAll(manager: EntityManager, userId: string): Promise<number> {
    const user = await manager.findOneBy(User, { id: userId });
    if (user?.firebaseUid) await this.providerTokens.revokeTokensOf(user.firebaseUid);
    const result = await manager.update(
      Session,
      { userId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return result.affected ?? 0;
  }
}
