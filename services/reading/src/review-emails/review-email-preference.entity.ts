import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a member's review e-mails come; absent until they first turn it on (off by default). */
@Entity({ name: 'review_email_preference' })
export class ReviewEmailPreference {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column('boolean')
  daily!: boolean;

  /** The weekly digest is on: it comes on Sunday at sendAtMinute (off by default). */
  @Column('boolean')
  weekly!: boolean;

  /** Minutes after local midnight, 0-1439 (07:30 is 450). */
  @Column({ name: 'send_at_minute', type: 'smallint' })
  sendAtMinute!: number;

  /** IANA name, canonical as the runtime spells it. */
  @Column({ name: 'time_zone', type: 'text' })
  timeZone!: string;
}
