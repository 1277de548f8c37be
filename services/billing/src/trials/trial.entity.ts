import { Column, Entity, type EntityManager, PrimaryColumn } from 'typeorm';

/** A member's one free trial, ever (the member is the key), at Stripe or granted by billing. */
@Entity({ name: 'trial' })
export class Trial {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt!: Date;

  /** Null: billing granted the trial itself (no Stripe settings) and ends it itself. */
  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId!: string | null;

  /** When billing gave notice that the trial it granted ends (null: not yet, or at Stripe). */
  @Column({ name: 'ending_notice_at', type: 'timestamptz', nullable: true })
  endingNoticeAt?: Date | null;
}

/** Records the member's trial; false when they already had one (nothing is written then). */
export async function recordTrial(manager: EntityManager, trial: Trial): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO trial (user_id, started_at, ends_at, stripe_subscription_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [trial.userId, trial.startedAt, trial.endsAt, trial.stripeSubscriptionId],
  );
  return inserted.length === 1;
}
