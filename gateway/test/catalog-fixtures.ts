import type { GatewayStack, SummaryFixture, SummaryOptions } from './gateway-stack.js';

export type { SummaryFixture };

/** A summary written through the stack's catalog with the catalog's own test factory. */
export function insertSummary(
  stack: GatewayStack,
  options: SummaryOptions,
): Promise<SummaryFixture> {
  return stack.createSummary(options);
}
