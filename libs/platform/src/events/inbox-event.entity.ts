import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Event ids this service has already applied; the primary key is what makes handlers idempotent. */
@Entity({ name: 'inbox_event' })
export class InboxEvent {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  type!: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt!: Date;
}
