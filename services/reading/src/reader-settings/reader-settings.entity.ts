import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReaderLineSpacing, ReaderTheme, ReaderTypeface } from '@distill/contracts';

/** A member's reader settings; absent until they change the defaults. */
@Entity({ name: 'reader_settings' })
export class ReaderSettingsRow {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ name: 'text_size', type: 'smallint' })
  textSize!: number;

  @Column({ name: 'line_spacing', type: 'text' })
  lineSpacing!: ReaderLineSpacing;

  @Column({ type: 'text' })
  typeface!: ReaderTypeface;

  @Column({ type: 'text' })
  theme!: ReaderTheme;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
