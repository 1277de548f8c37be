import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { isUuid, type MemberViewer } from '@distill/contracts';
import { Clock } from '@distill/platform';
import { BillingError } from '../billing.error.js';
import type { MemberAccess } from '../members/member-access.js';
import { type AccessRefresh, MemberAccountsService } from '../members/member-accounts.service.js';
import { BillingJobs } from '../webhooks/billing-jobs.js';
import { ComplimentaryGrant } from './complimentary-grant.entity.js';

const DAY_MS = 24 * 3600 * 1000;
/** The longest grant with an end: ten years (longer, an admin means "no end"). */
export const MAX_GRANT_DAYS = 3650;
/** Members' grants asked for at once: a page of User Management. */
const MAX_GRANTS_ASKED = 200;

/**
 * Premium an admin gives or takes back (the resolvers admit admins only, `@AdminOnly()`); recorded here, never a Stripe call. A grant may end by
 * itself after a number of days: its member's access is checked again then (a delayed job, and
 * the hourly sweep should the job be lost).
 */
@Injectable()
export class ComplimentaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: MemberAccountsService,
    private readonly jobs: BillingJobs,
    private readonly clock: Clock,
  ) {}

  /** Gives Premium for `days` (null: until revoked); a second grant sets the new end. */
  async grant(admin: MemberViewer, userId: string, days: number | null): Promise<MemberAccess> {
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_GRANT_DAYS)) {
      throw BillingError.invalidGrantDays(MAX_GRANT_DAYS);
    }
    const endsAt = days === null ? null : new Date(this.clock.now().getTime() + days * DAY_MS);
    const { access, nextChangeAt } = await this.change(admin, userId, async (manager, adminId) => {
      const open = await manager.findOneBy(ComplimentaryGrant, { userId, revokedAt: IsNull() });
      if (open) await manager.update(ComplimentaryGrant, open.id, { endsAt });
      else await manager.insert(ComplimentaryGrant, { userId, grantedBy: adminId, endsAt });
    });
    await this.jobs.scheduleRecheck(userId, nextChangeAt);
    return access;
  }

  async revoke(admin: MemberViewer, userId: string): Promise<MemberAccess> {
    const { access } = await this.change(admin, userId, async (manager, adminId) => {
      await manager.update(
        ComplimentaryGrant,
        { userId, revokedAt: IsNull() },
        { revokedAt: this.clock.now(), revokedBy: adminId },
      );
    });
    return access;
  }

  /** When each member's open grant ends (null: no end), for User Management (admins: the resolver). */
  async endsOf(userIds: readonly string[]): Promise<Map<string, Date | null>> {
    if (userIds.length > MAX_GRANTS_ASKED) throw BillingError.tooManyUsers(MAX_GRANTS_ASKED);
    const wellFormed = userIds.filter(isUuid);
    if (wellFormed.length === 0) return new Map();
    const grants = await this.dataSource.getRepository(ComplimentaryGrant).find({
      select: { userId: true, endsAt: true },
      where: { userId: In(wellFormed), revokedAt: IsNull() },
    });
    return new Map(grants.map((grant) => [grant.userId, grant.endsAt]));
  }

  private async change(
    admin: MemberViewer,
    userId: string,
    apply: (manager: EntityManager, adminId: string) => Promise<void>,
  ): Promise<AccessRefresh> {
    if (!isUuid(userId)) throw new BillingError('INVALID_USER_ID', 'Invalid user id');
    return this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.lock(manager, userId);
      await apply(manager, admin.id);
      return this.accounts.refreshAccess(manager, account);
    });
  }
}
