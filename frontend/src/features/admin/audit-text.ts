import type { SummaryAuditTrailQuery } from '../../gql/graphql';

type AuditEntry = SummaryAuditTrailQuery['summaryAuditTrail'][number];
type AuditChange = AuditEntry['changes'][number];

/** The audit trail's entities ('summary', 'section' or 'category' in the schema). */
const ENTITY_NAMES: Record<string, string> = {
  summary: 'Summary',
  section: 'Section',
  category: 'Category',
};

/** 'Summary published', 'Section created', 'Sections reordered'. */
export function auditHeadline(entry: Pick<AuditEntry, 'entity' | 'action'>): string {
  const name = ENTITY_NAMES[entry.entity] ?? entry.entity;
  return entry.action === 'reordered' ? `${name}s reordered` : `${name} ${entry.action}`;
}

/** One change as a line: a reorder names the section and its move, others field and values. */
export function auditChangeText(entry: Pick<AuditEntry, 'action'>, change: AuditChange): string {
  if (entry.action === 'reordered')
    return `${change.field}: position ${change.from} → ${change.to}`;
  if (change.from === null) return `${change.field}: ${change.to}`;
  if (change.to === null) return `${change.field} was ${change.from}`;
  return `${change.field}: ${change.from} → ${change.to}`;
}
