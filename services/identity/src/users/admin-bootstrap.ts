import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { User } from './user.entity.js';
import { normalizeEmail } from './user-fields.js';
import { UsersService } from './users.service.js';

/**
 * Makes sure the account named by ADMIN_EMAIL exists and is an admin. An existing account keeps
 * its password (an admin who changed it is not reset at every restart); one that is not yet an
 * admin is promoted. Safe to run on several replicas at once. Without ADMIN_PASSWORD (allowed
 * outside production only) there is no bootstrap admin: no password is known to anyone else.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = this.runtime.config;
    if (!ADMIN_PASSWORD) {
      this.runtime.logger.warn('no ADMIN_PASSWORD: no bootstrap admin');
      return;
    }
    const email = normalizeEmail(ADMIN_EMAIL);
    const passwordHash = await this.hasher.hash(ADMIN_PASSWORD);
    await this.dataSource.transaction(async (manager) => {
      // Serializes concurrent bootstraps of several replicas on one key.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        'identity:admin-bootstrap',
      ]);
      const existing = await manager.findOneBy(User, { email });
      if (!existing) {
        await this.users.create(manager, {
          email,
          passwordHash,
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
}
