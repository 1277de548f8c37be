import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** How the e-mails were turned off: by the member, or for them by a bounce or a complaint. */
export type ReviewEmailOptOutSource = 'settings' | 'link' | 'bounce' | 'complaint';

/**
 * One time a member's review e-mails went from on to off: the admins' "unsubscribed" per day.
 * Kept apart from the preference, which only holds the latest state.
 */
@Entity({ name: 'review_email_opt_out' })
export class ReviewEmailOptOut {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column('text')
  source!: ReviewEmailOptOutSource;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
