import { Column, CreateDateColumn, Entity } from 'typeorm';
import { MemberSummaryRow } from '@distill/platform';

/**
 * A premium summary a member without Premium unlocked for 30 days (`pickLocksAt`); at most one
 * open per member and summary. The rows of a month in the member's time zone are what is counted.
 */
@Entity({ name: 'free_pick' })
export class FreePick extends MemberSummaryRow {
  /** `2026-11`: the month in the member's time zone when they picked. */
  @Column({ name: 'month_key', type: 'text' })
  monthKey!: string;

  @Column({ name: 'time_zone', type: 'text' })
  timeZone!: string;

  /** Local midnight ending the pick's 30th day in that zone: the summary is locked from then. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
