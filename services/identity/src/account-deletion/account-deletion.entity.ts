import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A deletion request: pending while `userId` is set, a nameless record once erased. */
@Entity({ name: 'account_deletion' })
export class AccountDeletion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt!: Date;

  /** The end of the grace period: the account is erased at the first sweep after it. */
  @Column({ name: 'erase_after', type: 'timestamptz' })
  eraseAfter!: Date;

  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true })
  erasedAt!: Date | null;
}
