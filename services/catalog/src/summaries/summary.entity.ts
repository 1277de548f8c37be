import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
  VirtualColumn,
} from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { Section } from '../sections/section.entity.js';

@Entity({ name: 'summary' })
export class Summary {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  title!: string;

  @Column('text')
  author!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  /** The overview: lines separated by newlines; the first two non-empty ones are the preview. */
  @Column('text')
  content!: string;

  @Column({ name: 'cover_image_url', type: 'text', nullable: true })
  coverImageUrl!: string | null;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId!: string | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category> | null;

  @OneToMany(() => Section, (section) => section.summary)
  sections?: Relation<Section[]>;

  @Column({ name: 'reading_time_minutes', type: 'int', default: 15 })
  readingTimeMinutes!: number;

  @Column({ name: 'is_premium', type: 'boolean', default: true })
  isPremium!: boolean;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished!: boolean;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured!: boolean;

  @Column({ name: 'published_at', type: 'timestamptz', precision: 3, nullable: true })
  publishedAt!: Date | null;

  /** Digest of the bundled text the seed wrote here (null: not seeded); see seed-fingerprint.ts. */
  @Column({ name: 'seed_fingerprint', type: 'text', nullable: true, select: false })
  seedFingerprint?: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @VirtualColumn({
    type: 'int',
    query: (alias) => `SELECT COUNT(*)::int FROM section WHERE section.summary_id = ${alias}.id`,
  })
  sectionCount!: number;
}
