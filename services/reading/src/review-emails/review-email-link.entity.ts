import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReviewGrade } from '../review/review-scheduler.js';

/** A card's grade link in one e-mail: stored as the token's hash, spent by its first grade. */
@Entity({ name: 'review_email_link' })
export class ReviewEmailLink {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'email_id', type: 'uuid' })
  emailId!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ name: 'card_id', type: 'uuid' })
  cardId!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'used_grade', type: 'text', nullable: true })
  usedGrade!: ReviewGrade | null;
}
