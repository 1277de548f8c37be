import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A member's highlight writes in the minute that began at `windowStartedAt` (the per-member
 * write rate limit); the next write after that minute starts a new window.
 */
@Entity({ name: 'highlight_write_window' })
export class HighlightWriteWindow {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt!: Date;

  @Column('int')
  writes!: number;
}
