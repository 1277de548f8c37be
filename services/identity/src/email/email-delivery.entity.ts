import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type EmailDeliveryStatus = 'sent' | 'failed' | 'bounced' | 'complained';

/**
 * One outcome of one e-mail: sent, failed (its last attempt), or later bounced or reported as
 * spam. Names the member by id only (null for mail to an address without an account); their
 * address is looked up when an admin asks, so an erased account leaves nothing here.
 */
@Entity({ name: 'email_delivery' })
export class EmailDelivery {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column('text')
  status!: EmailDeliveryStatus;

  @Column('text')
  subject!: string;

  /** The SMTP server's answer or the provider's diagnostic, for a failure. */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
