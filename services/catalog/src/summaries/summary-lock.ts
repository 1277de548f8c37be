import type { EntityManager } from 'typeorm';
import { SummaryError } from './summary.error.js';
import { Summary } from './summary.entity.js';
import { isUuid } from '@distill/contracts';

/**
 * Locks a summary row for the rest of the transaction. Every write to a summary or its sections
 * takes this lock first, so concurrent section edits queue up and each sees the orders the
 * previous one left (no duplicate or missing orders).
 */
export async function lockSummary(manager: EntityManager, id: string): Promise<Summary> {
  if (!isUuid(id)) throw SummaryError.notFound();
  const summary = await manager.findOne(Summary, {
    where: { id },
    lock: { mode: 'pessimistic_write' },
  });
  if (!summary) throw SummaryError.notFound();
  return summary;
}
