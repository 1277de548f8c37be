import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The text of a section, from `catalog.section.created` and `catalog.section.updated`: kept only
 * to check and re-anchor highlights, never served (it may be premium content). A deleted section
 * stays as a tombstone so a late edit event cannot bring it back.
 */
@Entity({ name: 'section_text' })
export class SectionText {
  @PrimaryColumn({ name: 'section_id', type: 'uuid' })
  sectionId!: string;

  @Column({ name: 'summary_id', type: 'uuid' })
  summaryId!: string;

  @Column({ type: 'text', nullable: true })
  content!: string | null;

  /** The section's title and place in its summary (1..n); null until the catalog said them. */
  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ type: 'int', nullable: true })
  position!: number | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** When the catalog made the change this row reflects; older events are ignored. */
  @Column({ name: 'source_occurred_at', type: 'timestamptz' })
  sourceOccurredAt!: Date;
}
