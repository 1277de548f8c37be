import type { MemberDataList } from '../account-erasure/member-data.js';

/** What the scan needs of a database connection (a TypeORM DataSource, or a wrapped pg client). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

/** One column of one table where a needle (a member's id or e-mail) was found. */
export interface PersonalDataHit {
  table: string;
  column: string;
  rows: number;
}

/** The tables of the database's public schema, by name. */
export async function tablesOf(dataSource: Queryable): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await dataSource.query(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** The tables on neither list of a service's account erasure (should be none). */
export async function tablesMissingFrom(
  dataSource: Queryable,
  list: MemberDataList,
): Promise<string[]> {
  const known = new Set([
    ...list.memberTables.map((entry) => entry.table),
    ...Object.keys(list.otherTables),
  ]);
  return (await tablesOf(dataSource)).filter((table) => !known.has(table));
}

/**
 * Every row in every table of the database whose text, uuid or JSON columns contain any of the
 * needles (case-insensitively): the proof that an erasure left nothing behind.
 */
export async function scanForPersonalData(
  dataSource: Queryable,
  needles: readonly string[],
): Promise<PersonalDataHit[]> {
  const columns: Array<{ table_name: string; column_name: string }> = await dataSource.query(
    `SELECT columns.table_name, columns.column_name
     FROM information_schema.columns columns
     JOIN information_schema.tables tables
       ON tables.table_schema = columns.table_schema AND tables.table_name = columns.table_name
     WHERE columns.table_schema = 'public' AND tables.table_type = 'BASE TABLE'
       AND columns.data_type IN ('text', 'character varying', 'uuid', 'jsonb', 'json', 'ARRAY')
     ORDER BY columns.table_name, columns.column_name`,
  );
  const hits: PersonalDataHit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [{ n }]: Array<{ n: string }> = await dataSource.query(
      `SELECT count(*) AS n FROM "${table}"
       WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) needle
                     WHERE strpos(lower("${column}"::text), lower(needle)) > 0)`,
      [needles],
    );
    if (Number(n) > 0) hits.push({ table, column, rows: Number(n) });
  }
  return hits;
}
