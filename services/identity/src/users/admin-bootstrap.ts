import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import { DEFAULT_ADMIN_EMAIL, RETIRED_DEFAULT_ADMIN_PASSWORD } from '../admin-defaults.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import type { IdentityConfig } from '../config.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { User } from './user.entity.js';
import { normalizeEmail } from './user-fields.js';
import { UsersService } from './users.service.js';

/**
 * Makes sure the account named by ADMIN_EMAIL exists and is an admin. An existing account keeps
 * its password (an admin who changed it is not reset at every restart); one that is not yet an
 * admin is promoted. Safe to run on several replicas at once. Without ADMIN_PASSWORD (allowed
 * outside production only) there is no bootstrap admin: no password is known to anyone else.
 * An account still holding the password earlier versions published (the ADMIN_EMAIL one, and the
 * default admin's) loses it, its sessions and the API keys it issued: the ADMIN_EMAIL account gets
 * ADMIN_PASSWORD, an account left without a password gets in through a password reset e-mail.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly apiKeys: ApiKeysService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = this.runtime.config;
    const email = normalizeEmail(ADMIN_EMAIL);
    await this.dataSource.transaction(async (manager) => {
      // Serializes concurrent bootstraps of several replicas on one key.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        'identity:admin-bootstrap',
      ]);
      const existing = await manager.findOneBy(User, { email });
      if (existing) await this.retirePublishedPassword(manager, existing, ADMIN_PASSWORD);
      // An earlier start may have made the default admin before ADMIN_EMAIL named another.
      const earlierDefault = normalizeEmail(DEFAULT_ADMIN_EMAIL);
      if (earlierDefault !== email) {
        const other = await manager.findOneBy(User, { email: earlierDefault });
        if (other) await this.retirePublishedPassword(manager, other, undefined);
      }
      if (!ADMIN_PASSWORD) {
        if (!existing) this.runtime.logger.warn('no ADMIN_PASSWORD: no bootstrap admin');
        return;
      }
      if (!existing) {
        await this.users.create(manager, {
          email,
          passwordHash: await this.hasher.hash(ADMIN_PASSWORD),
          role: 'admin',
          authProvider: 'local',
        });
        this.runtime.logger.info({ email }, 'bootstrap admin created');
      } else if (existing.role !== 'admin') {
        await this.users.changeAccess(existing.id, { role: 'admin' }, manager);
        this.runtime.logger.info({ email }, 'bootstrap admin promoted');
      }
    });
  }

  /** `password` replaces the published one; without it the account is left with none. */
  private async retirePublishedPassword(
    manager: EntityManager,
    admin: User,
    password: string | undefined,
  ): Promise<void> {
    // No password, nothing to take (and no decoy hash to spend at start-up).
    if (!admin.passwordHash) return;
    if (!(await this.hasher.verify(admin.passwordHash, RETIRED_DEFAULT_ADMIN_PASSWORD))) return;
    const passwordHash = password ? await this.hasher.hash(password) : null;
    await manager.update(User, admin.id, { passwordHash });
    const sessionsEnded = await this.sessions.revokeAll(manager, admin.id);
    const apiKeysRevoked = await this.apiKeys.revokeAllIssuedBy(manager, admin.id);
    this.runtime.logger.warn(
      { email: admin.email, sessionsEnded, apiKeysRevoked },
      passwordHash
        ? 'the bootstrap admin had the published default password: replaced by ADMIN_PASSWORD'
        : 'the bootstrap admin had the published default password: removed (no ADMIN_PASSWORD; a password reset sets a new one)',
    );
  }
}
