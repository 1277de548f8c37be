import { Entity, PrimaryColumn } from 'typeorm';

/**
 * When a member read: one row per member per 15-minute UTC bucket with reading activity.
 * Streaks are counted in the member's time zone at the time of asking, so raw instants are
 * kept, not days; 15 minutes divides every UTC offset in use (+05:45, +08:45, -09:30...), so
 * no bucket straddles a local midnight.
 */
@Entity({ name: 'reading_activity' })
export class ReadingActivity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @PrimaryColumn({ name: 'bucket_start', type: 'timestamptz' })
  bucketStart!: Date;
}

export const ACTIVITY_BUCKET_MS = 15 * 60 * 1000;

export function activityBucketOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / ACTIVITY_BUCKET_MS) * ACTIVITY_BUCKET_MS);
}
