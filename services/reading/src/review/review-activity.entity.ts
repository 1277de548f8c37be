import { Entity, PrimaryColumn } from 'typeorm';

/**
 * When a member reviewed: one row per member per 15-minute UTC bucket with a graded card, kept
 * like reading activity (see ReadingActivity) so streaks count a review day once in any zone.
 */
@Entity({ name: 'review_activity' })
export class ReviewActivity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @PrimaryColumn({ name: 'bucket_start', type: 'timestamptz' })
  bucketStart!: Date;
}
