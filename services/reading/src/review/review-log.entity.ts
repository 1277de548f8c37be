import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Rating, State } from 'ts-fsrs';

/** One grade given to a card: ts-fsrs's `ReviewLog` as it returned it. */
@Entity({ name: 'review_log' })
export class ReviewLog {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'card_id', type: 'uuid' })
  cardId!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column('smallint')
  rating!: Rating;

  /** The card's state before this review (New for a card's first review). */
  @Column('smallint')
  state!: State;

  @Column('timestamptz')
  due!: Date;

  @Column('float8')
  stability!: number;

  @Column('float8')
  difficulty!: number;

  @Column({ name: 'elapsed_days', type: 'int' })
  elapsedDays!: number;

  @Column({ name: 'last_elapsed_days', type: 'int' })
  lastElapsedDays!: number;

  @Column({ name: 'scheduled_days', type: 'int' })
  scheduledDays!: number;

  @Column({ name: 'learning_steps', type: 'int' })
  learningSteps!: number;

  @Column('timestamptz')
  review!: Date;
}
