import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The catalog's category as reading knows it, kept from `catalog.category.*` events: members'
 * lists show a summary's category with its name. A deleted category stays as a tombstone, so a
 * late event cannot bring it back.
 */
@Entity({ name: 'category_projection' })
export class CategoryProjection {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  slug!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** When the catalog made the change this row reflects; older events are ignored. */
  @Column({ name: 'source_occurred_at', type: 'timestamptz' })
  sourceOccurredAt!: Date;
}
