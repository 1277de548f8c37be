import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A verified Stripe webhook event, stored by Stripe's id before it is acknowledged. */
@Entity({ name: 'stripe_event' })
export class StripeEvent {
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  type!: string;

  @Column('jsonb')
  payload!: Record<string, unknown>;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
