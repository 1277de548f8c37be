import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditedEntity = 'summary' | 'section' | 'category';

/** One editor change: who, what, when. Written in the transaction of the change itself. */
@Entity({ name: 'audit_entry' })
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ name: 'actor_email', type: 'text' })
  actorEmail!: string;

  @Column('text')
  entity!: AuditedEntity;

  @Column({ name: 'entity_id', type: 'uuid' })
  entityId!: string;

  /** The summary the change belongs to (null for categories); kept after the summary is gone. */
  @Column({ name: 'summary_id', type: 'uuid', nullable: true })
  summaryId!: string | null;

  /** The verb of the change's event: created, updated, published, unpublished, deleted, reordered. */
  @Column('text')
  action!: string;

  @Column('jsonb')
  changes!: AuditChange[];
}

/** One field of a change: `from` is null for a creation, `to` is null for a deletion. */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}
