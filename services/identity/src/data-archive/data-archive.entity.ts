import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A member's data archive (issue 45): `preparing` while the gateway's job builds it, `ready` with
 * its bytes until `expiresAt`. One member has at most one row: a new request replaces an expired
 * or failed one.
 */
@Entity({ name: 'data_archive' })
export class DataArchive {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ type: 'text' })
  status!: 'preparing' | 'ready';

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt!: Date;

  @Column({ name: 'ready_at', type: 'timestamptz', nullable: true })
  readyAt!: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'byte_size', type: 'int', nullable: true })
  byteSize!: number | null;

  /** The zip file; never loaded with the row (`select: false`), only for a download. */
  @Column({ type: 'bytea', nullable: true, select: false })
  content!: Buffer | null;
}
