import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { isAdmin, type Viewer } from '@distill/contracts';
import { BillingError, BillingErrorCode } from '../billing.error.js';
import type { MemberAccess } from '../members/member-access.js';
import { MemberAccountsService } from '../members/member-accounts.service.js';
import { ComplimentaryGrant } from './complimentary-grant.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Premium an admin gives or takes back; recorded here, never a Stripe call. */
@Injectable()
export class ComplimentaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: MemberAccountsService,
  ) {}

  grant(viewer: Viewer, userId: string): Promise<MemberAccess> {
    return this.change(viewer, userId, async (manager, adminId) => {
      const open = await manager.findOneBy(ComplimentaryGrant, { userId, revokedAt: IsNull() });
      if (!open) await manager.insert(ComplimentaryGrant, { userId, grantedBy: adminId });
    });
  }

  revoke(viewer: Viewer, userId: string): Promise<MemberAccess> {
    return this.change(viewer, userId, async (manager, adminId) => {
      await manager.update(
        ComplimentaryGrant,
        { userId, revokedAt: IsNull() },
        { revokedAt: new Date(), revokedBy: adminId },
      );
    });
  }

  private async change(
    viewer: Viewer,
    userId: string,
    apply: (manager: EntityManager, adminId: string) => Promise<void>,
  ): Promise<MemberAccess> {
    if (viewer.kind !== 'member') throw BillingError.signInRequired();
    if (!isAdmin(viewer)) throw BillingError.adminOnly();
    if (!UUID.test(userId))
      throw new BillingError(BillingErrorCode.InvalidUserId, 'Invalid user id');
    return this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.lock(manager, userId);
      await apply(manager, viewer.id);
      return (await this.accounts.refreshAccess(manager, account)).access;
    });
  }
}
