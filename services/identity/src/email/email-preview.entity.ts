import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An e-mail kept instead of sent (development without SMTP), shown by the preview page. */
@Entity({ name: 'email_preview' })
export class EmailPreview {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  recipient!: string;

  @Column('text')
  subject!: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody!: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
