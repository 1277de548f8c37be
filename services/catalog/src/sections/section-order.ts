import type { SectionOrder } from '@distill/contracts';

/** Where a new section goes among `count` sections: null or 0 appends (highest + 1), else 1..count+1. */
export function insertPosition(requested: number | null | undefined, count: number): number {
  if (!requested) return count + 1;
  return Math.min(requested, count + 1);
}

/**
 * The order 1..n a reorder request asks for, or a message why it cannot be applied: it must
 * name every section of the summary exactly once, with distinct orders.
 */
export function requestedOrder(
  sectionIds: readonly string[],
  request: readonly SectionOrder[],
): { ok: true; ids: string[] } | { ok: false; message: string } {
  const requestedIds = new Set(request.map((entry) => entry.id));
  const known = new Set(sectionIds);
  if (
    requestedIds.size !== request.length ||
    requestedIds.size !== known.size ||
    [...requestedIds].some((id) => !known.has(id))
  ) {
    return { ok: false, message: 'sectionOrders must list every section of the summary once' };
  }
  if (new Set(request.map((entry) => entry.order)).size !== request.length) {
    return { ok: false, message: 'sectionOrders must give each section a different order' };
  }
  return {
    ok: true,
    ids: [...request].sort((a, b) => a.order - b.order).map((entry) => entry.id),
  };
}
