import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { State } from 'ts-fsrs';

/**
 * A highlight as a card of the daily review: ts-fsrs's `Card`, stored field for field so the
 * library schedules from exactly what it returned last time.
 */
@Entity({ name: 'review_card' })
export class ReviewCard {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'highlight_id', type: 'uuid' })
  highlightId!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column('timestamptz')
  due!: Date;

  @Column('float8')
  stability!: number;

  @Column('float8')
  difficulty!: number;

  @Column({ name: 'elapsed_days', type: 'int' })
  elapsedDays!: number;

  @Column({ name: 'scheduled_days', type: 'int' })
  scheduledDays!: number;

  @Column({ name: 'learning_steps', type: 'int' })
  learningSteps!: number;

  @Column('int')
  reps!: number;

  @Column('int')
  lapses!: number;

  @Column('smallint')
  state!: State;

  @Column({ name: 'last_review', type: 'timestamptz', nullable: true })
  lastReview!: Date | null;
}
