import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The time zone a member's free-pick months are counted in: set by their first pick, changed
 * at most once a day (see `timeZoneForPicks`), so a client cannot choose a month per request.
 */
@Entity({ name: 'member_time_zone' })
export class MemberTimeZone {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  /** A canonical IANA name (`validTimeZone`). */
  @Column({ name: 'time_zone', type: 'text' })
  timeZone!: string;

  /** When the zone was set or last changed: the next change is taken 24 hours later. */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
