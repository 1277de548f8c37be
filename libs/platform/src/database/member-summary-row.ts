import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns of a row a member keeps about one summary (a free pick, a highlight, reading
 * progress): its own id, the member's and the summary's. Entities extend it and add their own.
 */
export abstract class MemberSummaryRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ name: 'summary_id', type: 'uuid' })
  summaryId!: string;
}
