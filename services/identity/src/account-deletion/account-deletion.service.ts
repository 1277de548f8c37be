import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { IdentityEvents, type MemberViewer } from '@distill/contracts';
import {
  Clock,
  dropOutboxEventsAbout,
  eraseMemberRows,
  EventPublisher,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { FirebaseTokenVerifier } from '../firebase/firebase-token-verifier.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { User } from '../users/user.entity.js';
import { AccountDeletion } from './account-deletion.entity.js';
import { AccountDeletionError } from './account-deletion.error.js';
import { IDENTITY_EMAIL_TABLES, IDENTITY_MEMBER_DATA } from './member-data.js';

const DAY_MS = 24 * 3600 * 1000;
/** A provider sign-in older than this does not prove the member is at the keyboard now. */
const RECENT_PROVIDER_SIGN_IN_MS = 5 * 60 * 1000;

export interface DeletionProof {
  password?: string | null;
  providerIdToken?: string | null;
  /** The member's e-mail address, typed by them. */
  confirmation: string;
}

/**
 * A member deletes their account: they prove it is them (their password, or a fresh sign-in
 * with their provider), type their e-mail address, and every session ends at once. The account
 * is erased when the grace period has passed (`eraseDue`, run by the sweep) unless they sign in
 * and cancel before; then identity publishes `identity.user.erased` and every service erases
 * what it holds.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly providerTokens: FirebaseTokenVerifier,
    private readonly sessions: SessionsService,
    private readonly events: EventPublisher,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
    private readonly clock: Clock,
  ) {}

  /** How long a requested deletion waits before the erasure (`ACCOUNT_DELETION_GRACE_DAYS`). */
  get graceDays(): number {
    return this.runtime.config.ACCOUNT_DELETION_GRACE_DAYS;
  }

  async request(viewer: MemberViewer, proof: DeletionProof): Promise<AccountDeletion> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    if (!user) throw AccountDeletionError.notRequested();
    if (user.role === 'admin') throw AccountDeletionError.adminAccount();
    await this.assertItIsThem(user, proof);
    if (proof.confirmation.trim().toLowerCase() !== user.email)
      throw AccountDeletionError.wrongConfirmation();
    return this.dataSource.transaction(async (manager) => {
      await manager.findOneOrFail(User, {
        where: { id: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (await manager.existsBy(AccountDeletion, { userId: user.id }))
        throw AccountDeletionError.alreadyRequested();
      const now = this.clock.now();
      const deletion = manager.create(AccountDeletion, {
        userId: user.id,
        requestedAt: now,
        eraseAfter: new Date(
          now.getTime() + this.runtime.config.ACCOUNT_DELETION_GRACE_DAYS * DAY_MS,
        ),
        erasedAt: null,
      });
      await manager.save(deletion);
      await this.sessions.revokeAll(manager, user.id);
      return deletion;
    });
  }

  /** The member signed in during the grace period and keeps their account. */
  async cancel(viewer: MemberViewer): Promise<void> {
    const result = await this.dataSource
      .getRepository(AccountDeletion)
      .delete({ userId: viewer.id, erasedAt: IsNull() });
    if (!result.affected) throw AccountDeletionError.notRequested();
  }

  /** Pending deletions of these accounts, by account id (their own, or User Management's). */
  async pendingOf(userIds: readonly string[]): Promise<Map<string, AccountDeletion>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(AccountDeletion)
      .findBy({ userId: In([...userIds]), erasedAt: IsNull() });
    return new Map(rows.map((row) => [row.userId!, row]));
  }

  /** Erases every account whose grace period has passed; returns how many. */
  async eraseDue(): Promise<number> {
    const due = await this.dataSource.getRepository(AccountDeletion).find({
      select: { id: true },
      where: { userId: Not(IsNull()), erasedAt: IsNull() },
    });
    let erased = 0;
    for (const { id } of due) if (await this.erase(id)) erased += 1;
    return erased;
  }

  /**
   * One account's erasure, in one transaction with its event: the provider's user is deleted
   * first (deleting one already gone is done), so a failure leaves everything to the next sweep.
   */
  private erase(deletionId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const deletion = await manager.findOne(AccountDeletion, {
        where: { id: deletionId, erasedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!deletion?.userId || deletion.eraseAfter > this.clock.now()) return false;
      const user = await manager.findOneByOrFail(User, { id: deletion.userId });
      if (user.firebaseUid) await this.providerTokens.deleteUser(user.firebaseUid);
      await manager.update(AccountDeletion, deletion.id, { erasedAt: this.clock.now() });
      await dropOutboxEventsAbout(manager, user.id);
      await dropOutboxEventsAbout(manager, user.email);
      await eraseMemberRows(manager, IDENTITY_EMAIL_TABLES, user.email);
      // The account last: its deletion sets the record's user_id to null.
      await eraseMemberRows(manager, IDENTITY_MEMBER_DATA.memberTables, user.id);
      await this.events.publish(manager, IdentityEvents.UserErased, { userId: user.id });
      return true;
    });
  }

  /** Erasure events the relay has sent: no longer kept, as they name the erased member. */
  async dropSentErasureEvents(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM outbox_event WHERE type = $1 AND sent_at IS NOT NULL`,
      [IdentityEvents.UserErased],
    );
  }

  private async assertItIsThem(user: User, proof: DeletionProof): Promise<void> {
    if (user.passwordHash) {
      if (!proof.password || !(await this.hasher.verify(user.passwordHash, proof.password)))
        throw AccountDeletionError.wrongPassword();
      return;
    }
    if (!proof.providerIdToken) throw AccountDeletionError.providerTokenRequired();
    const token = await this.providerTokens
      .verify(proof.providerIdToken)
      .catch(() => Promise.reject(AccountDeletionError.providerTokenRefused()));
    const signedInAt = token.auth_time * 1000;
    if (token.uid !== user.firebaseUid || Date.now() - signedInAt > RECENT_PROVIDER_SIGN_IN_MS)
      throw AccountDeletionError.providerTokenRefused();
  }
}
