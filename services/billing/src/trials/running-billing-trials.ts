import type { DataSource } from 'typeorm';

/** Trials billing granted (no Stripe) that billing still publishes as running. */
export async function runningBillingTrials(
  dataSource: DataSource,
): Promise<Array<{ userId: string; endsAt: Date; endingNoticeGiven: boolean }>> {
  const rows: Array<{ user_id: string; ends_at: Date; ending_notice_at: Date | null }> =
    await dataSource.query(
      `SELECT trial.user_id, trial.ends_at, trial.ending_notice_at
       FROM trial JOIN billing_account account ON account.user_id = trial.user_id
       WHERE trial.stripe_subscription_id IS NULL
         AND account.access_status = 'trialing' AND account.access_subscription_id IS NULL`,
    );
  return rows.map((row) => ({
    userId: row.user_id,
    endsAt: new Date(row.ends_at),
    endingNoticeGiven: row.ending_notice_at !== null,
  }));
}
