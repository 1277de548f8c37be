import { Column, Entity, PrimaryColumn } from 'typeorm';

export const DEFAULT_REVIEW_SETTINGS = { newCardsPerDay: 10, cardsPerDay: 50 } as const;

/** A member's daily review limits; absent until they change the defaults. */
@Entity({ name: 'review_settings' })
export class ReviewSettings {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ name: 'new_cards_per_day', type: 'int' })
  newCardsPerDay!: number;

  @Column({ name: 'cards_per_day', type: 'int' })
  cardsPerDay!: number;
}
