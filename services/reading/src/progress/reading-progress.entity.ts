import { Column, Entity } from 'typeorm';
import { MemberSummaryRow } from '@distill/platform';

/** One member's progress through one summary (unique per member and summary). */
@Entity({ name: 'reading_progress' })
export class ReadingProgress extends MemberSummaryRow {
  @Column({ name: 'progress_percentage', type: 'int' })
  progressPercentage!: number;

  @Column({ name: 'is_completed', type: 'boolean' })
  isCompleted!: boolean;

  /** The section the member last had open (0-based), where the reader resumes. */
  @Column({ name: 'section_index', type: 'int' })
  sectionIndex!: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Column({ name: 'last_read_at', type: 'timestamptz' })
  lastReadAt!: Date;
}
