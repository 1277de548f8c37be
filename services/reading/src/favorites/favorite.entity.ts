import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A member's favourite summary; the key makes adding twice one favourite. */
@Entity({ name: 'favorite' })
export class Favorite {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @PrimaryColumn({ name: 'summary_id', type: 'uuid' })
  summaryId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
