import { Column, Entity } from 'typeorm';
import type { HighlightColor } from '@distill/contracts';
import { MemberSummaryRow } from '@distill/platform';

/**
 * A member's highlight in one section of a summary, anchored as W3C Web Annotation selectors
 * are: the quoted text with up to `HIGHLIGHT_LIMITS.context` characters of context either side (TextQuoteSelector) and
 * its offsets in the section's text (TextPositionSelector). The quote is the member's own and is
 * kept even when the section no longer holds it (`orphaned`).
 */
@Entity({ name: 'highlight' })
export class Highlight extends MemberSummaryRow {
  @Column({ name: 'section_id', type: 'uuid' })
  sectionId!: string;

  @Column('text')
  quote!: string;

  @Column('text')
  prefix!: string;

  @Column('text')
  suffix!: string;

  @Column({ name: 'start_offset', type: 'int' })
  start!: number;

  @Column({ name: 'end_offset', type: 'int' })
  end!: number;

  @Column('text')
  color!: HighlightColor;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  /** The section was edited or deleted and no longer holds the quote. */
  @Column('boolean')
  orphaned!: boolean;

  /** Whether the highlight is a card of the member's daily review. */
  @Column({ name: 'in_review', type: 'boolean' })
  inReview!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
