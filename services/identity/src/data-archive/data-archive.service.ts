import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import {
  AccessError,
  Clock,
  exportMemberRows,
  memberDataDocument,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import { IDENTITY_EMAIL_TABLES, IDENTITY_MEMBER_DATA } from '../account-deletion/member-data.js';
import type { IdentityConfig } from '../config.js';
import { EmailSender } from '../email/email-sender.js';
import { publicUrl } from '../email/public-links.js';
import { SignInMethodsService } from '../sign-in-methods/sign-in-methods.service.js';
import { User } from '../users/user.entity.js';
import { DataArchive } from './data-archive.entity.js';
import { dataArchiveReadyEmail } from './data-archive-email.js';
import { DATA_ARCHIVE_MAX_BYTES } from './data-archive.limits.js';
import { DataArchiveError } from './data-archive.error.js';
import { type DataArchiveModel, DataArchiveStatus } from './data-archive.model.js';

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60 * 1000;
/** A zip file starts with a local file header ("PK\3\4"); an empty one with its end record. */
const ZIP_SIGNATURES = ['504b0304', '504b0506'];

/** The archive's download route at the gateway, relative to PUBLIC_URL. */
export const dataArchiveDownloadPath = (id: string) => `/api/account/data-archive/${id}/download`;

/**
 * A member's data archive (issue 45), as identity keeps it: one row per member, `preparing` from
 * the request until the gateway's job hands the zip file over (`store`), then `ready` with its
 * bytes until DATA_ARCHIVE_LINK_DAYS have passed. One at a time: a second request while one is
 * preparing or ready is a 409. Only the member reads theirs; anyone else's is "not found".
 */
@Injectable()
export class DataArchiveService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly email: EmailSender,
    private readonly signInMethods: SignInMethodsService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
    private readonly clock: Clock,
  ) {}

  /** Days a ready archive's link works (`DATA_ARCHIVE_LINK_DAYS`). */
  get linkDays(): number {
    return this.runtime.config.DATA_ARCHIVE_LINK_DAYS;
  }

  /** The member's latest archive with its status as of now, or null when they never asked. */
  async current(viewer: MemberViewer): Promise<DataArchiveModel | null> {
    const archive = await this.dataSource
      .getRepository(DataArchive)
      .findOneBy({ memberId: viewer.id });
    return archive ? this.describe(archive) : null;
  }

  /** Starts a new archive, replacing an expired or failed one; 409 while one is in use. */
  async request(viewer: MemberViewer): Promise<DataArchiveModel> {
    const archive = await this.dataSource.transaction(async (manager) => {
      // The account's row lock orders two requests of the same member: one wins, one is a 409.
      const user = await manager.findOne(User, {
        where: { id: viewer.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw AccessError.signInRequired();
      const previous = await manager.findOneBy(DataArchive, { memberId: viewer.id });
      if (previous) {
        const { status, expiresAt } = this.describe(previous);
        if (status === DataArchiveStatus.preparing) throw DataArchiveError.alreadyPreparing();
        if (status === DataArchiveStatus.ready) throw DataArchiveError.alreadyReady(expiresAt!);
        await manager.delete(DataArchive, previous.id);
      }
      return manager.save(
        manager.create(DataArchive, {
          memberId: viewer.id,
          status: 'preparing',
          requestedAt: this.clock.now(),
          readyAt: null,
          expiresAt: null,
          byteSize: null,
        }),
      );
    });
    return this.describe(archive);
  }

  /**
   * The gateway's job hands the finished zip file over (base64): the archive becomes ready, its
   * link starts its DATA_ARCHIVE_LINK_DAYS, and the member is e-mailed the link. A job that comes
   * back to an archive no longer preparing (handed over already, or the account erased) is told
   * so (409) and stores nothing.
   */
  async store(viewer: MemberViewer, id: string, contentBase64: string): Promise<DataArchiveModel> {
    const content = Buffer.from(contentBase64, 'base64');
    if (
      content.length > DATA_ARCHIVE_MAX_BYTES ||
      !ZIP_SIGNATURES.includes(content.subarray(0, 4).toString('hex'))
    )
      throw DataArchiveError.invalidContent();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.linkDays * DAY_MS);
    const stored = await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE data_archive
         SET status = 'ready', content = $3, byte_size = $4, ready_at = $5, expires_at = $6
         WHERE id = $1 AND member_id = $2 AND status = 'preparing'
         RETURNING id`,
        [id, viewer.id, content, content.length, now, expiresAt],
      )) as [Array<{ id: string }>, number];
      if (rows.length === 0) throw DataArchiveError.notPreparing();
      return manager.findOneByOrFail(DataArchive, { id });
    });
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    if (user) {
      const config = this.runtime.config;
      await this.email.deliver(
        `data-archive-${id}`,
        dataArchiveReadyEmail(
          user.email,
          publicUrl(config, dataArchiveDownloadPath(id)),
          publicUrl(config, '/settings'),
          expiresAt,
        ),
      );
    }
    return this.describe(stored);
  }

  /** The zip file, base64, for its member only: anyone else's is "not found", never the bytes. */
  async content(viewer: MemberViewer, id: string): Promise<string> {
    const archive = await this.dataSource
      .getRepository(DataArchive)
      .createQueryBuilder('archive')
      .addSelect('archive.content')
      .where('archive.id = :id AND archive.memberId = :memberId', { id, memberId: viewer.id })
      .getOne();
    if (!archive) throw DataArchiveError.notFound();
    const { status } = this.describe(archive);
    if (
      status === DataArchiveStatus.expired ||
      (status === DataArchiveStatus.ready && !archive.content)
    )
      throw DataArchiveError.expired();
    if (status !== DataArchiveStatus.ready || !archive.content) throw DataArchiveError.notFound();
    return archive.content.toString('base64');
  }

  /**
   * Identity's part of the archive: every table on its erasure list (by id and by e-mail
   * address), and the sign-in methods as the member sees them in Settings.
   */
  async identityData(viewer: MemberViewer): Promise<string> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    if (!user) throw AccessError.signInRequired();
    const manager = this.dataSource.manager;
    return memberDataDocument(manager, 'identity', IDENTITY_MEMBER_DATA, viewer.id, {
      tablesByEmail: await exportMemberRows(manager, IDENTITY_EMAIL_TABLES, user.email),
      signInMethods: await this.signInMethods.list(viewer),
    });
  }

  /**
   * Drops the bytes of archives whose link has expired (the hourly sweep): the row stays, so the
   * member's page can say the archive expired.
   */
  async dropExpiredContent(): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE data_archive SET content = NULL
       WHERE status = 'ready' AND expires_at <= $1 AND content IS NOT NULL`,
      [this.clock.now()],
    )) as [unknown, number];
    return count;
  }

  private describe(archive: DataArchive): DataArchiveModel {
    const now = this.clock.now().getTime();
    const preparingFor = this.runtime.config.DATA_ARCHIVE_PREPARING_MINUTES * MINUTE_MS;
    const status =
      archive.status === 'ready'
        ? archive.expiresAt && archive.expiresAt.getTime() <= now
          ? DataArchiveStatus.expired
          : DataArchiveStatus.ready
        : archive.requestedAt.getTime() + preparingFor <= now
          ? DataArchiveStatus.failed
          : DataArchiveStatus.preparing;
    return {
      id: archive.id,
      status,
      requestedAt: archive.requestedAt,
      readyAt: archive.readyAt,
      expiresAt: archive.expiresAt,
      byteSize: archive.byteSize,
    };
  }
}
