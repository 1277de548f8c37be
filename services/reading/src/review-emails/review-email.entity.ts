import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ReviewEmailKind = 'daily' | 'weekly';

/**
 * One member's review e-mail of one local date, recorded when it is computed. The unique
 * (member, local date, kind) key is what makes it once a day, whatever the number of schedulers.
 * A day with nothing due keeps its row too (no cards, nothing sent), so it is decided once.
 */
@Entity({ name: 'review_email' })
export class ReviewEmail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  /**
   * `2026-11-29`, in the member's time zone. A weekly digest's is the Sunday ending its ISO
   * week, so (member, local date, 'weekly') is one per member and ISO week.
   */
  @Column({ name: 'local_date', type: 'date' })
  localDate!: string;

  @Column('text')
  kind!: ReviewEmailKind;

  @Column({ name: 'card_count', type: 'smallint' })
  cardCount!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
