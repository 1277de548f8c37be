import type { DataSource } from 'typeorm';

/** Open complimentary grants with an end whose member billing still publishes as complimentary. */
export async function endingGrants(
  dataSource: DataSource,
): Promise<Array<{ userId: string; endsAt: Date }>> {
  const rows: Array<{ user_id: string; ends_at: Date }> = await dataSource.query(
    `SELECT grant_row.user_id, grant_row.ends_at
     FROM complimentary_grant grant_row
     JOIN billing_account account ON account.user_id = grant_row.user_id
     WHERE grant_row.revoked_at IS NULL AND grant_row.ends_at IS NOT NULL
       AND account.access_type = 'complimentary'`,
  );
  return rows.map((row) => ({ userId: row.user_id, endsAt: new Date(row.ends_at) }));
}
