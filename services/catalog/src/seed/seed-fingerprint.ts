import { createHash } from 'node:crypto';

/** The text a seed writes into a summary and its sections: what an admin may later edit. */
export interface SeededText {
  title: string;
  author: string;
  description: string | null;
  content: string;
  readingTimeMinutes: number;
  sections: ReadonlyArray<{ title: string; content: string }>;
}

/**
 * A stable digest of a summary's seeded text. The seeder stores it beside what it wrote; when the
 * stored text still hashes to it, nobody has edited the summary since and it may be brought up to
 * a newer bundled version. Migrations hold digests made by this function, so its input and
 * encoding must never change.
 */
export function seedFingerprintOf(text: SeededText): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        text.title,
        text.author,
        text.description,
        text.content,
        text.readingTimeMinutes,
        text.sections.map((section) => [section.title, section.content]),
      ]),
    )
    .digest('hex');
}
