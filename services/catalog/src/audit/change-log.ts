import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventPayloads, EventType, MemberViewer } from '@distill/contracts';
import { EventPublisher } from '@distill/platform';
import { AuditEntry, type AuditChange, type AuditedEntity } from './audit-entry.entity.js';

type CatalogEventType = Extract<EventType, `catalog.${string}`>;

export interface AuditedChange {
  entity: AuditedEntity;
  entityId: string;
  summaryId: string | null;
  changes: AuditChange[];
}

/**
 * Every editor change leaves two records in its own transaction: the event other services
 * follow (outbox) and the audit row editors read. One call, so neither can be forgotten.
 */
@Injectable()
export class ChangeLog {
  constructor(private readonly events: EventPublisher) {}

  async record<T extends CatalogEventType>(
    manager: EntityManager,
    actor: MemberViewer,
    type: T,
    payload: EventPayloads[T],
    change: AuditedChange,
  ): Promise<void> {
    await this.events.publish(manager, type, payload);
    await manager.insert(AuditEntry, {
      ...change,
      action: type.slice(type.lastIndexOf('.') + 1),
      actorId: actor.id,
      actorEmail: actor.email,
    });
  }
}

/** The fields whose value differs between two records, as audit changes. */
export function fieldChanges<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, from: auditValue(before[field]), to: auditValue(after[field]) }));
}

/** The values of a new record, as audit changes from nothing. */
export function createdValues<T extends object>(
  record: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields
    .filter((field) => record[field] !== null && record[field] !== undefined)
    .map((field) => ({ field, from: null, to: auditValue(record[field]) }));
}

/** Long prose is cut: the trail says that content changed, not the whole text twice. */
const AUDIT_VALUE_LENGTH = 200;

function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text.length > AUDIT_VALUE_LENGTH ? `${text.slice(0, AUDIT_VALUE_LENGTH)}…` : text;
}
