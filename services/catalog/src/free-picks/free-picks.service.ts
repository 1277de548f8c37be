import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, MoreThan } from 'typeorm';
import {
  CatalogEvents,
  hasPremiumEntitlement,
  isUuid,
  type MemberViewer,
  type Viewer,
} from '@distill/contracts';
import { EventPublisher, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { CatalogConfig } from '../config.js';
import { Summary } from '../summaries/summary.entity.js';
import { FreePick } from './free-pick.entity.js';
import { FreePickError } from './free-pick.error.js';
import type {
  FreePickModel,
  FreePicksModel,
  FreePicksOverviewModel,
  FreePickUseModel,
} from './free-picks.model.js';
import { MemberTimeZone } from './member-time-zone.entity.js';
import { timeZoneForPicks } from './member-time-zone.js';
import { PICK_OPEN_DAYS, pickLocksAt, pickMonth, validTimeZone } from './pick-month.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * Free picks (spec section 2: "3 free summaries per month"): a member without Premium unlocks up
 * to `FREE_MONTHLY_PICKS` published Premium summaries per calendar month in their stored time
 * zone (`timeZoneForPicks`), each readable in full by that member for `PICK_OPEN_DAYS` days from
 * the day of the pick (`pickLocksAt`), whichever month they end in; the count starts again with
 * each month. `now` is a parameter so tests choose the instant; callers pass the current time.
 */
@Injectable()
export class FreePicks {
  private readonly limit: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    @Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime<CatalogConfig>,
  ) {
    this.limit = runtime.config.FREE_MONTHLY_PICKS;
  }

  /**
   * The summaries `viewer` has unlocked and may still read: only a signed-in member without
   * Premium has any (a visitor's, partner's or subscriber's read makes no query).
   */
  async unlockedFor(viewer: Viewer, now = new Date()): Promise<ReadonlySet<string>> {
    if (viewer.kind !== 'member' || hasPremiumEntitlement(viewer)) return NONE;
    const picks = await this.dataSource.getRepository(FreePick).find({
      select: { summaryId: true },
      where: { memberId: viewer.id, expiresAt: MoreThan(now) },
    });
    return new Set(picks.map((pick) => pick.summaryId));
  }

  /**
   * The member's month: picks used and left, and what is unlocked now. The month is the one a
   * pick would count in now; only a pick stores a zone.
   */
  async ofMember(
    member: MemberViewer,
    timeZone: string | null,
    now = new Date(),
  ): Promise<FreePicksModel> {
    const requested = timeZone === null ? null : validTimeZone(timeZone);
    const manager = this.dataSource.manager;
    const stored = await manager.findOneBy(MemberTimeZone, { memberId: member.id });
    const zone = timeZoneForPicks(stored, requested, now).timeZone;
    const month = pickMonth(now, zone);
    const [used, summaries] = await Promise.all([
      usedIn(manager, member.id, month.key),
      this.currentPicks(member.id, now),
    ]);
    const offered = this.limit > 0 && !hasPremiumEntitlement(member);
    return {
      month: month.name,
      monthKey: month.key,
      limit: this.limit,
      used,
      left: offered ? this.leftAfter(used) : 0,
      offered,
      nextPicksAt: month.endsAt,
      openDays: PICK_OPEN_DAYS,
      newPickUnlockedUntil: pickLocksAt(now, zone),
      summaries,
    };
  }

  /**
   * Unlocks a summary for `PICK_OPEN_DAYS` days; the same pick again when it is already unlocked
   * (`created: false`). Picks of one member (and their stored zone) are serialised by a
   * transaction-scoped advisory lock on the member, so two requests racing for the last pick
   * cannot both count the same picks and both succeed.
   */
  async use(
    viewer: MemberViewer,
    summaryId: string,
    timeZone: string | null,
    now = new Date(),
  ): Promise<FreePickUseModel> {
    if (this.limit === 0) throw FreePickError.turnedOff();
    if (hasPremiumEntitlement(viewer)) throw FreePickError.planIncludesEverything();
    const requested = timeZone === null ? null : validTimeZone(timeZone);
    if (!isUuid(summaryId)) throw FreePickError.notPickable();
    return this.dataSource.transaction(async (manager) => {
      const summary = await manager.findOneBy(Summary, { id: summaryId });
      if (!summary?.isPublished || !summary.isPremium) throw FreePickError.notPickable();
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('free_pick'), hashtext($1))`, [
        viewer.id,
      ]);
      const zone = await zoneForPick(manager, viewer.id, requested, now);
      const month = pickMonth(now, zone);
      const used = await usedIn(manager, viewer.id, month.key);
      const existing = await manager.findOneBy(FreePick, {
        memberId: viewer.id,
        summaryId,
        expiresAt: MoreThan(now),
      });
      if (existing) {
        return { created: false, pick: pickView(existing, summary), left: this.leftAfter(used) };
      }
      if (used >= this.limit) throw FreePickError.noneLeft(month.endsAt);
      const expiresAt = pickLocksAt(now, zone);
      const pick = await manager.save(
        manager.create(FreePick, {
          memberId: viewer.id,
          summaryId,
          monthKey: month.key,
          timeZone: zone,
          expiresAt,
          createdAt: now,
        }),
      );
      await this.events.publish(manager, CatalogEvents.FreePickUsed, {
        memberId: viewer.id,
        summaryId,
        expiresAt: expiresAt.toISOString(),
      });
      return { created: true, pick: pickView(pick, summary), left: this.leftAfter(used + 1) };
    });
  }

  /** Picks left this month. */
  private leftAfter(usedThisMonth: number): number {
    return Math.max(0, this.limit - usedThisMonth);
  }

  /** For admins: the monthly number of picks, and how many were made this month (admin's zone). */
  async overview(timeZone: string, now = new Date()): Promise<FreePicksOverviewModel> {
    const month = pickMonth(now, validTimeZone(timeZone));
    const usedThisMonth = await this.dataSource.getRepository(FreePick).countBy({
      createdAt: MoreThan(new Date(month.startsAt.getTime() - 1)),
    });
    return { monthlyPicks: this.limit, usedThisMonth, month: month.name };
  }

  /** The summaries a member has unlocked now, newest pick first (theirs, or an admin's view). */
  async currentPicks(memberId: string, now = new Date()): Promise<FreePickModel[]> {
    if (!isUuid(memberId)) return [];
    const rows = await this.dataSource
      .getRepository(FreePick)
      .createQueryBuilder('pick')
      .innerJoinAndMapOne('pick.summary', Summary, 'summary', 'summary.id = pick.summaryId')
      .where('pick.memberId = :memberId AND pick.expiresAt > :now', { memberId, now })
      .orderBy('pick.createdAt', 'DESC')
      .getMany();
    return rows.map((row) => pickView(row, (row as FreePick & { summary: Summary }).summary));
  }
}

/**
 * The zone this pick counts in (`timeZoneForPicks`), stored when it is the member's first or a
 * change allowed now. The caller holds the member's advisory lock.
 */
async function zoneForPick(
  manager: EntityManager,
  memberId: string,
  requested: string | null,
  now: Date,
): Promise<string> {
  const stored = await manager.findOneBy(MemberTimeZone, { memberId });
  const { timeZone, store } = timeZoneForPicks(stored, requested, now);
  if (store) await manager.save(MemberTimeZone, { memberId, timeZone, changedAt: now });
  return timeZone;
}

/** The member's picks counted in one month. */
function usedIn(manager: EntityManager, memberId: string, monthKey: string): Promise<number> {
  return manager.countBy(FreePick, { memberId, monthKey });
}

function pickView(pick: FreePick, summary: Summary): FreePickModel {
  return {
    summaryId: summary.id,
    title: summary.title,
    author: summary.author,
    coverImageUrl: summary.coverImageUrl,
    unlockedUntil: pick.expiresAt,
    pickedAt: pick.createdAt,
  };
}
