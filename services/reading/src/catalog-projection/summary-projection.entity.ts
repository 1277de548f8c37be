import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The catalog's summary as reading knows it, kept from `catalog.summary.*` events. A deleted
 * summary stays as a tombstone (`deletedAt`), so members' history keeps its rows and a late
 * event cannot bring it back.
 */
@Entity({ name: 'summary_projection' })
export class SummaryProjection {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  title!: string;

  @Column('text')
  author!: string;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId!: string | null;

  @Column({ name: 'cover_image_url', type: 'text', nullable: true })
  coverImageUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** The summary's sections reading holds (not deleted), recounted by each section event. */
  @Column({ name: 'section_count', type: 'int' })
  sectionCount!: number;

  @Column({ name: 'reading_time_minutes', type: 'int' })
  readingTimeMinutes!: number;

  @Column({ name: 'is_premium', type: 'boolean' })
  isPremium!: boolean;

  @Column({ name: 'is_published', type: 'boolean' })
  isPublished!: boolean;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** When the catalog made the change this row reflects; older events are ignored. */
  @Column({ name: 'source_occurred_at', type: 'timestamptz' })
  sourceOccurredAt!: Date;
}

/** Members see a summary in their lists and stats only while the catalog publishes it. */
export function isListed(summary: Pick<SummaryProjection, 'isPublished' | 'deletedAt'>): boolean {
  return summary.isPublished && summary.deletedAt === null;
}

/** The same rule for query builders joined to the projection under `alias`. */
export function listedCondition(alias: string): string {
  return `${alias}.isPublished = true AND ${alias}.deletedAt IS NULL`;
}
