import type { EntityManager } from 'typeorm';

/** A table that holds a member's rows, found by the column holding their user id. */
export interface MemberTable {
  table: string;
  column: string;
  /**
   * Columns left out of the member's data archive: secrets that prove nothing to the member and
   * would help whoever got hold of the file (password and token hashes), or the archive itself.
   */
  exportOmits?: readonly string[];
}

/**
 * Each service's account-erasure list: the tables holding a member's data, and every other table
 * with why it holds none. A service's test fails when one of its tables is on neither list, so a
 * new table cannot be forgotten by the erasure.
 */
export interface MemberDataList {
  memberTables: readonly MemberTable[];
  /** Table name -> why it holds no member's data (after an erasure). */
  otherTables: Readonly<Record<string, string>>;
}

/** Tables every service has from the platform: none of them holds a member's data for long. */
export const PLATFORM_TABLES: Readonly<Record<string, string>> = {
  schema_migrations: 'migration names',
  inbox_event: 'event ids and types only',
  outbox_event: 'events about the member are deleted by the erasure (dropOutboxEventsAbout)',
};

/**
 * Deletes every row of `memberId` from the listed tables in the caller's transaction (the
 * inbox's), in list order (children first where a foreign key needs it). Deleting what is gone
 * deletes nothing, so running it again is harmless.
 */
export async function eraseMemberRows(
  manager: EntityManager,
  tables: readonly MemberTable[],
  memberId: string,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { table, column } of tables) {
    const [, count] = (await manager.query(`DELETE FROM "${table}" WHERE "${column}" = $1`, [
      memberId,
    ])) as [unknown, number];
    deleted[table] = count;
  }
  return deleted;
}

/**
 * Deletes this service's outbox rows that name the member (sent or not): every consumer erases
 * the member too, so an event about them has nothing left to change, and a sent one would
 * otherwise keep their id until OUTBOX_RETENTION_HOURS.
 */
export async function dropOutboxEventsAbout(
  manager: EntityManager,
  memberId: string,
): Promise<number> {
  const [, count] = (await manager.query(
    `DELETE FROM outbox_event WHERE strpos(envelope::text, $1) > 0`,
    [memberId],
  )) as [unknown, number];
  return count;
}

/**
 * Erases a member from a service's own tables: their rows of every table on `list` and the
 * outbox's events about them, in the caller's (inbox) transaction.
 */
export async function eraseMember(
  manager: EntityManager,
  list: MemberDataList,
  memberId: string,
): Promise<void> {
  await eraseMemberRows(manager, list.memberTables, memberId);
  await dropOutboxEventsAbout(manager, memberId);
}

/**
 * The member's rows of every listed table, for their data archive: the same list the erasure
 * deletes from, so whatever is erased was first exported. Each table answers all its columns
 * but `exportOmits`, oldest row first where the table has a `created_at`.
 */
export async function exportMemberRows(
  manager: EntityManager,
  tables: readonly MemberTable[],
  memberId: string,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const exported: Record<string, Array<Record<string, unknown>>> = {};
  for (const { table, column, exportOmits = [] } of tables) {
    const rows = (await manager.query(`SELECT * FROM "${table}" WHERE "${column}" = $1`, [
      memberId,
    ])) as Array<Record<string, unknown>>;
    exported[table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([name]) => !exportOmits.includes(name))),
    );
  }
  return exported;
}

/**
 * A service's part of a member's data archive, as the JSON text its `my<Service>Data` field
 * answers: the member's rows of every table on its erasure list (`exportMemberRows`), plus
 * `extra` where a service holds the member's data elsewhere (billing's invoices at Stripe).
 */
export async function memberDataDocument(
  manager: EntityManager,
  service: string,
  list: MemberDataList,
  memberId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const tables = await exportMemberRows(manager, list.memberTables, memberId);
  return JSON.stringify(
    { service, memberId, exportedAt: new Date().toISOString(), tables, ...extra },
    null,
    2,
  );
}
