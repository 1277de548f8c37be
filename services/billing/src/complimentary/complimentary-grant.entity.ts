import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Premium given by an admin without a Stripe subscription; revoking keeps the row as history. */
@Entity({ name: 'complimentary_grant' })
export class ComplimentaryGrant {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'granted_by', type: 'uuid' })
  grantedBy!: string;

  @Column({ name: 'granted_at', type: 'timestamptz', default: () => 'now()' })
  grantedAt!: Date;

  /** When the Premium it gives ends by itself; null for a grant until revoked. */
  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt!: Date | null;

  @Column({ name: 'revoked_by', type: 'uuid', nullable: true })
  revokedBy!: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
