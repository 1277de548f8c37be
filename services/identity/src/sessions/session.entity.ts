import { Column, Entity } from 'typeorm';
import { MemberTokenRow } from '../users/member-token-row.js';

/** A signed-in browser. Only the SHA-256 of the cookie token is stored. */
@Entity({ name: 'session' })
export class Session extends MemberTokenRow {
  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
