import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { SeedContent } from './seed-content.js';

/**
 * A synthetic catalogue for measuring the library at scale (`npm run seed:synthetic -- 10000`):
 * deterministic (the same count always writes the same rows), varied enough that searches
 * behave as on a real catalogue, written in a few batched statements.
 */

const ADJECTIVES = [
  'Hidden',
  'Quiet',
  'Deep',
  'Infinite',
  'Invisible',
  'Lean',
  'Resilient',
  'Curious',
  'Wild',
  'Open',
  'Fragile',
  'Radical',
  'Simple',
  'Silent',
  'Practical',
  'Modern',
  'Ancient',
  'Agile',
  'Honest',
  'Brave',
  'Lucky',
  'Rational',
  'Unfinished',
  'Restless',
  'Steady',
  'Bright',
];
const NOUNS = [
  'Habits',
  'Mind',
  'Markets',
  'Leaders',
  'Strategy',
  'Memory',
  'Attention',
  'Work',
  'Money',
  'Decisions',
  'Cities',
  'Genes',
  'Stars',
  'Empires',
  'Networks',
  'Teams',
  'Focus',
  'Courage',
  'Time',
  'Change',
  'Influence',
  'Negotiation',
  'Creativity',
  'Trust',
  'Evolution',
  'Sleep',
  'Happiness',
  'Data',
  'Design',
  'Power',
  'Language',
  'Oceans',
  'Machines',
  'Ideas',
  'Risk',
];
const GERUNDS = [
  'Thinking',
  'Leading',
  'Negotiating',
  'Learning',
  'Listening',
  'Building',
  'Deciding',
  'Writing',
  'Investing',
  'Living',
  'Starting',
  'Remembering',
  'Persuading',
  'Resting',
];
const SUBTITLES = [
  'What Science Says',
  'A Field Guide',
  'Lessons from a Life',
  'Notes for Beginners',
  'The Untold Story',
  'Why It Matters Now',
  'A Practical Handbook',
  'An Unexpected History',
];
const FIRST_NAMES = [
  'James',
  'Maria',
  'Chen',
  'Aisha',
  'David',
  'Sofia',
  'Kenji',
  'Olivia',
  'Rahul',
  'Elena',
  'Marcus',
  'Fatima',
  'Lucas',
  'Ingrid',
  'Tomás',
  'Amara',
  'Daniel',
  'Yuki',
  'Noah',
  'Priya',
  'Samuel',
  'Hannah',
  'Omar',
  'Clara',
  'Victor',
  'Leila',
  'Peter',
  'Zara',
  'Adrian',
  'Mei',
];
const LAST_NAMES = [
  'Clear',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Kahn',
  'Nakamura',
  'Fischer',
  'Alvarez',
  'Patel',
  'Novak',
  'Brennan',
  'Haddad',
  'Kowalski',
  'Osei',
  'Duarte',
  'Whitfield',
  'Sørensen',
  'Ruiz',
  'Takahashi',
  'Adeyemi',
  'Bergstrom',
  'Castellano',
  'Dubois',
  'Eriksen',
  'Gallagher',
  'Ibrahim',
  'Jovanovic',
  'Kaur',
  'Lemaire',
  'Mwangi',
  'Nguyen',
  'Petrov',
  'Quinn',
  'Rossi',
  'Sato',
];
const CLAIMS = [
  'small, repeated choices compound into large results',
  'the stories we tell ourselves shape what we notice',
  'good systems beat good intentions',
  'most expertise is pattern recognition built slowly',
  'uncertainty is something to manage, not to fear',
  'the best teams argue about ideas, never about people',
  'rest is part of the work, not a reward for it',
  'history turns on accidents as often as on plans',
];

/** mulberry32: a tiny seeded generator, so every run writes the same catalogue. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/** A stable UUID (version 4 layout) for the synthetic summary at `index`. */
function syntheticId(index: number): string {
  const hex = createHash('sha256').update(`distill-synthetic-${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function titleOf(random: ReturnType<typeof randomFrom>): string {
  switch (Math.floor(random.next() * 5)) {
    case 0:
      return `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    case 1:
      return `${random.pick(NOUNS)} and ${random.pick(NOUNS)}`;
    case 2:
      return `The Art of ${random.pick(GERUNDS)}`;
    case 3:
      return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}: ${random.pick(SUBTITLES)}`;
    default:
      return `On ${random.pick(GERUNDS)} and ${random.pick(NOUNS)}`;
  }
}

export interface SyntheticSummaryRow {
  id: string;
  title: string;
  author: string;
  description: string;
  content: string;
  categoryId: string;
  readingTimeMinutes: number;
  isPremium: boolean;
  isFeatured: boolean;
  publishedAt: Date;
}

/** The summary at `index` of a synthetic catalogue; the same index always gives the same row. */
export function syntheticSummary(
  index: number,
  categoryIds: readonly string[],
): SyntheticSummaryRow {
  const random = randomFrom(index + 1);
  const title = titleOf(random);
  const author = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const claim = random.pick(CLAIMS);
  return {
    id: syntheticId(index),
    title,
    author,
    description: `${author} argues that ${claim}, and shows how to put it to work.`,
    content: [
      `${title} starts from one observation: ${claim}.`,
      `${author} draws on research, interviews and a long career to make the case.`,
      'The book moves from the idea to the evidence, then to the practice.',
      'Each chapter closes with one change a reader can try the same week.',
    ].join('\n'),
    categoryId: categoryIds[index % categoryIds.length]!,
    readingTimeMinutes: 8 + Math.floor(random.next() * 17),
    isPremium: random.next() < 0.7,
    isFeatured: index < 12,
    // One a day back from a fixed day, so the order never depends on when the seed ran.
    publishedAt: new Date(Date.UTC(2026, 0, 1) - index * 86_400_000),
  };
}

const BATCH = 2_000;

/**
 * Replaces the catalogue in `dataSource` with `count` synthetic published summaries in the
 * bundled categories, unless it already holds exactly those. They have no cover image (the bundled
 * covers carry their own books' titles): cards show the fallback picture.
 */
export async function writeSyntheticCatalog(
  dataSource: DataSource,
  count: number,
  content: Pick<SeedContent, 'categories'>,
  progress: (written: number) => void,
): Promise<'written' | 'unchanged'> {
  const [{ synthetic, total }] = (await dataSource.query(
    `SELECT count(*) FILTER (WHERE id = ANY($1::uuid[]))::int AS synthetic, count(*)::int AS total
       FROM summary`,
    [[syntheticId(0), syntheticId(count - 1)]],
  )) as [{ synthetic: number; total: number }];
  if (total === count && synthetic === Math.min(count, 2)) return 'unchanged';

  await dataSource.transaction(async (manager) => {
    await manager.query('TRUNCATE summary, category, audit_entry, outbox_event CASCADE');
    const categories = (await manager.query(
      `INSERT INTO category (name, slug, description)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
      [
        content.categories.map((category) => category.name),
        content.categories.map((category) => category.slug),
        content.categories.map((category) => category.description),
      ],
    )) as Array<{ id: string }>;
    const categoryIds = categories.map((category) => category.id);
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
        syntheticSummary(start + offset, categoryIds),
      );
      const column = <K extends keyof SyntheticSummaryRow>(key: K) => rows.map((row) => row[key]);
      await manager.query(
        `INSERT INTO summary (id, title, author, description, content, category_id,
             reading_time_minutes, is_premium, is_featured, is_published, published_at, created_at, updated_at)
           SELECT id, title, author, description, content, category, minutes, premium,
                  featured, true, published, published, published
             FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[],
                         $7::int[], $8::bool[], $9::bool[], $10::timestamptz[])
               AS row (id, title, author, description, content, category, minutes, premium,
                       featured, published)`,
        [
          column('id'),
          column('title'),
          column('author'),
          column('description'),
          column('content'),
          column('categoryId'),
          column('readingTimeMinutes'),
          column('isPremium'),
          column('isFeatured'),
          column('publishedAt'),
        ],
      );
      progress(start + rows.length);
    }
  });
  await dataSource.query('ANALYZE summary');
  return 'written';
}
