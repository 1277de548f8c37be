import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A summary a member unlocked with a free pick in the catalog (`catalog.free-pick.used`), until
 * `expiresAt`: reading's copy of the catalog's picks, so favourites, progress and highlights
 * follow the same access rule without asking the catalog.
 */
@Entity({ name: 'free_pick_projection' })
export class FreePickProjection {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @PrimaryColumn({ name: 'summary_id', type: 'uuid' })
  summaryId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
