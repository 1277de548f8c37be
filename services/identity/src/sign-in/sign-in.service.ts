import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { MemberViewer } from '@distill/contracts';
import { AccessError } from '@distill/platform';
import { User } from '../users/user.entity.js';
import { normalizeEmail } from '../users/user-fields.js';
import { UsersService } from '../users/users.service.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';
import { SignInError } from './sign-in.error.js';

export interface SessionGrant {
  user: User;
  /** The raw session token: the gateway puts it in the cookie; identity keeps only its hash. */
  sessionToken: string;
}

/** The e-mail and password flow: sign in, sign out, and session lookup (registration: ../registration). */
@Injectable()
export class SignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly rateLimiter: SignInRateLimiter,
  ) {}

  async signIn(
    rawEmail: string,
    password: string,
    clientAddress: string | null,
  ): Promise<SessionGrant> {
    const user = await this.verifyPassword(rawEmail, password, clientAddress);
    return { user, sessionToken: await this.sessions.start(user.id) };
  }

  /**
   * The account whose Distill password this is, under the failed sign-in limits; the one check
   * of a password, for signing in and for proving an account before a provider identity joins it.
   */
  async verifyPassword(
    rawEmail: string,
    password: string,
    clientAddress: string | null,
  ): Promise<User> {
    let email: string;
    try {
      email = normalizeEmail(rawEmail);
    } catch {
      email = rawEmail.trim().toLowerCase();
    }
    await this.rateLimiter.assertAllowed(email, clientAddress);
    const user = await this.users.findByEmail(email).catch(() => null);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await this.rateLimiter.recordFailure(email, clientAddress);
      throw SignInError.invalidCredentials();
    }
    await this.rateLimiter.recordSuccess(email, clientAddress);
    return user;
  }

  /** Revokes the session; returns the id of its user (so the gateway drops cached viewers). */
  signOut(sessionToken: string): Promise<string | null> {
    return this.sessions.revoke(sessionToken);
  }

  /**
   * Ends every session of the viewer and publishes `identity.user.updated`, on which the
   * gateway drops the user's cached viewers.
   */
  async revokeAllSessions(viewer: MemberViewer): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { id: viewer.id });
      if (!user) throw AccessError.signInRequired();
      const revoked = await this.sessions.revokeAll(manager, user.id);
      await this.users.publishUpdated(manager, user);
      return revoked;
    });
  }

  viewerForSession(sessionToken: string): Promise<User | null> {
    return this.sessions.resolve(sessionToken);
  }
}
