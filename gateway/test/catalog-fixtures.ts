import { catalogKitOf, createSummary } from '@distill/catalog/testing';
import type { GatewayStack } from './gateway-stack.js';

export interface SummaryFixture {
  id: string;
  content: string;
  preview: string;
  sectionTitles: string[];
  sectionContents: string[];
}

/** A summary written through the stack's catalog with the catalog's own test factory. */
export async function insertSummary(
  stack: GatewayStack,
  options: Parameters<typeof createSummary>[1],
): Promise<SummaryFixture> {
  if (!stack.catalogApp) throw new Error('start the stack withCatalog to create summaries');
  const summary = await createSummary(catalogKitOf(stack.catalogApp), options);
  return {
    id: summary.id,
    content: summary.content,
    preview: summary.preview,
    sectionTitles: summary.sections.map((section) => section.title),
    sectionContents: summary.sections.map((section) => section.content),
  };
}
