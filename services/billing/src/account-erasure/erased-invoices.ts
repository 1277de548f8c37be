import type { DataSource } from 'typeorm';
import { ERASED_INVOICE_RETENTION_YEARS } from './member-data.js';

/** Deletes the erased members' invoice rows accounting no longer needs (billing's hourly sweep). */
export async function pruneErasedInvoices(dataSource: DataSource, now: Date): Promise<void> {
  await dataSource.query(
    `DELETE FROM erased_invoice WHERE invoiced_at < $1::timestamptz - make_interval(years => $2)`,
    [now.toISOString(), ERASED_INVOICE_RETENTION_YEARS],
  );
}
