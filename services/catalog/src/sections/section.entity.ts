import {
  Column,
  Entity,
  Unique,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Summary } from '../summaries/summary.entity.js';

@Entity({ name: 'section' })
@Unique('section_summary_order_key', ['summaryId', 'order'])
export class Section {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'summary_id', type: 'uuid' })
  summaryId!: string;

  @ManyToOne(() => Summary, (summary) => summary.sections, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'summary_id' })
  summary?: Relation<Summary>;

  @Column('text')
  title!: string;

  @Column('text')
  content!: string;

  @Column({ name: 'order', type: 'int' })
  order!: number;
}
