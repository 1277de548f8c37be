import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A premium summary a member without Premium unlocked for the rest of a calendar month in their
 * time zone. One per member, summary and month; the month's rows are what is counted.
 */
@Entity({ name: 'free_pick' })
@Unique('free_pick_member_summary_month_key', ['memberId', 'summaryId', 'monthKey'])
export class FreePick {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ name: 'summary_id', type: 'uuid' })
  summaryId!: string;

  /** `2026-11`: the month in the member's time zone when they picked. */
  @Column({ name: 'month_key', type: 'text' })
  monthKey!: string;

  @Column({ name: 'time_zone', type: 'text' })
  timeZone!: string;

  /** The start of the next month in that zone: the summary is locked again from then. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
