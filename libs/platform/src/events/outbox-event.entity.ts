import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@distill/contracts';

/** The NOTIFY channel a commit with new outbox rows signals on (per database). */
export const OUTBOX_CHANNEL = 'distill_outbox';

/** An event written in the same transaction as the change it describes, waiting for the relay. */
@Entity({ name: 'outbox_event' })
export class OutboxEvent {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  type!: string;

  @Column('jsonb')
  envelope!: EventEnvelope;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** While set and in the future, one relay is publishing the row. */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;

  @Column('int', { default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;
}
