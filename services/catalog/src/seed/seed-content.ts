import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

export interface SeedSummary {
  id: string;
  slug: string;
  title: string;
  author: string;
  category: string;
  description: string;
  content: string;
  isPremium: boolean;
  isFeatured: boolean;
  sections: Array<{ title: string; content: string }>;
}

export interface SeedContent {
  categories: SeedCategory[];
  summaries: SeedSummary[];
}

/** The bundled content lives in infra/seed/content at the repository root. */
export const DEFAULT_SEED_CONTENT_DIR = fileURLToPath(
  new URL('../../../../infra/seed/content', import.meta.url),
);

const WORDS_PER_MINUTE = 200;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time follows the length of the text at an unhurried reading pace. */
export function readingTimeOf(summary: Pick<SeedSummary, 'content' | 'sections'>): number {
  const words =
    wordCount(summary.content) + summary.sections.reduce((n, s) => n + wordCount(s.content), 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function coverUrlOf(summary: Pick<SeedSummary, 'slug'>): string {
  return `/covers/${summary.slug}.svg`;
}

export async function loadSeedContent(dir = DEFAULT_SEED_CONTENT_DIR): Promise<SeedContent> {
  const categories = JSON.parse(
    await readFile(path.join(dir, 'categories.json'), 'utf8'),
  ) as SeedCategory[];
  const summaryDir = path.join(dir, 'summaries');
  const files = (await readdir(summaryDir)).filter((file) => file.endsWith('.json')).sort();
  const summaries = await Promise.all(
    files.map(async (file) => {
      const summary = JSON.parse(
        await readFile(path.join(summaryDir, file), 'utf8'),
      ) as SeedSummary;
      if (`${summary.slug}.json` !== file)
        throw new Error(`seed file ${file} has slug ${summary.slug}`);
      if (!categories.some((category) => category.slug === summary.category)) {
        throw new Error(`seed file ${file} names unknown category ${summary.category}`);
      }
      return summary;
    }),
  );
  return { categories, summaries };
}
