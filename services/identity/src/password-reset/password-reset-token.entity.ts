import { Column, Entity } from 'typeorm';
import { MemberTokenRow } from '../users/member-token-row.js';

/** A single-use reset token; only its SHA-256 is stored, the raw value exists only in the e-mail. */
@Entity({ name: 'password_reset_token' })
export class PasswordResetToken extends MemberTokenRow {
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
