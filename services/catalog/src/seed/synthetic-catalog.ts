import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { SeedContent } from './seed-content.js';

/**
 * A synthetic catalogue for measuring the library and search at scale (`npm run seed:synthetic --
 * 100000`): deterministic (the same count always writes the same rows), varied enough that
 * searches behave as on a real catalogue, written in a few batched statements. Each summary has
 * the sections of a real one (about 200 words a minute of its reading time, 3 to 6 sections of a
 * few hundred to 1,600 words), written by PostgreSQL itself (`INSERT … SELECT`) through the same
 * generated column and triggers as the editor's writes, so the full-text index is the product's.
 */

/** A real summary's pace: its reading time in minutes times this is its sections' words. */
export const SYNTHETIC_WORDS_PER_MINUTE = 200;

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

/**
 * A stable UUID (version 4 layout) for the synthetic summary at `index`. The generator's version
 * and the sections' length are part of the name: a catalogue written by an earlier generator
 * (without sections) or at another length is written anew.
 */
function syntheticId(index: number, wordsPerMinute: number): string {
  const hex = createHash('sha256')
    .update(`distill-synthetic-v2-${wordsPerMinute}-${index}`)
    .digest('hex');
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
  wordsPerMinute = SYNTHETIC_WORDS_PER_MINUTE,
): SyntheticSummaryRow {
  const random = randomFrom(index + 1);
  const title = titleOf(random);
  const author = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const claim = random.pick(CLAIMS);
  return {
    id: syntheticId(index, wordsPerMinute),
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

/**
 * Words and phrases planted in known summaries' last section, so a bench's queries have known
 * hits: summary `index` carries `sentence` when `index % every === at` (and, for `premiumOnly`,
 * only when it is Premium: a word found only in text a visitor may not read).
 */
export const SYNTHETIC_PLANTS = [
  {
    query: 'heliotrope',
    sentence: 'Late in the book a heliotrope on the windowsill stands for patience.',
    every: 400,
    at: 1,
    premiumOnly: false,
  },
  {
    query: 'negotiation anchoring',
    sentence: 'Anchoring decides a negotiation before the first offer is spoken.',
    every: 300,
    at: 5,
    premiumOnly: false,
  },
  {
    query: '"the map is not the territory"',
    sentence: 'As the old line goes, the map is not the territory.',
    every: 700,
    at: 9,
    premiumOnly: false,
  },
  {
    query: 'quillwort',
    sentence:
      'Only here does the author mention the quillwort, which thrives where nothing else will.',
    every: 1000,
    at: 11,
    premiumOnly: true,
  },
] as const;

/** Section headings: an opening and a noun of the titles' own. */
const HEADING_OPENINGS = ['Why', 'How', 'When', 'Where', 'What Drives', 'Rethinking', 'Beyond'];
/** Syllables of invented words: the long tail of rare terms (names, jargon) a real library has. */
const SYLLABLES =
  'ka,lo,mi,ra,ten,vo,shi,dar,po,lin,gre,mus,tha,zel,qua,ben,or,fi,nu,sek,wa,dro,pel,hax'.split(
    ',',
  );

/**
 * A deterministic hash of an integer SQL expression, from 0 to 2^31 (PostgreSQL's own hash of a
 * bigint, the same on every run and server): PostgreSQL picks the synthetic text with it.
 */
const mixed = (expression: string) => `abs(hashint8((${expression})::int8)::int8)`;

/**
 * The sections of the batch's summaries (`$1` ids, `$2` indexes, `$3` minutes of text at 200
 * words a minute, `$4` Premium), from the sentences of the bundled seed (`synthetic_sentence`): each section a run of
 * sentences picked by a hash, one sentence of invented words, and the plants in the last one.
 */
const SECTIONS_SQL = `
  INSERT INTO section (summary_id, "order", title, content)
  SELECT batch.id, position,
         ($5::text[])[1 + ${mixed('batch.index * 8 + position')} % array_length($5::text[], 1)] || ' ' ||
           ($6::text[])[1 + ${mixed('batch.index * 8 + position + 3')} % array_length($6::text[], 1)],
         (SELECT string_agg(sentence.text, ' ' ORDER BY k)
            FROM generate_series(1, shape.sentences) AS k
            JOIN synthetic_sentence sentence
              ON sentence.n = ${mixed(`${mixed('batch.index * 8 + position')} + k * 7919`)} % corpus.total)
           || ' The chapter calls it the ' || invented.a || ', after the ' || invented.b
           || ' of ' || invented.c || '.'
           || CASE WHEN position = shape.sections THEN coalesce(
                (SELECT string_agg(' ' || plant.sentence, '')
                   FROM unnest($8::text[], $9::int[], $10::int[], $11::bool[])
                     AS plant (sentence, every, at, premium_only)
                  WHERE batch.index % plant.every = plant.at
                    AND (batch.premium OR NOT plant.premium_only)), '')
              ELSE '' END
    FROM unnest($1::uuid[], $2::int[], $3::real[], $4::bool[]) AS batch (id, index, minutes, premium)
   CROSS JOIN (SELECT count(*) AS total, avg(words) AS words FROM synthetic_sentence) AS corpus
   CROSS JOIN LATERAL (SELECT 3 + ${mixed('batch.index')} % 4 AS sections) AS count
   CROSS JOIN LATERAL generate_series(1, count.sections) AS position
   CROSS JOIN LATERAL (
     SELECT count.sections,
            greatest(3, round(batch.minutes * 200.0 / count.sections / corpus.words))::int AS sentences
   ) AS shape
   CROSS JOIN LATERAL (
     SELECT ${['a', 'b', 'c']
       .map(
         (name, offset) =>
           `(SELECT string_agg(($7::text[])[1 + ${mixed(`batch.index * 64 + position * 8 + ${offset * 3} + syllable`)} % array_length($7::text[], 1)], '')
               FROM generate_series(1, ${offset + 2}) AS syllable) AS ${name}`,
       )
       .join(',\n            ')}
   ) AS invented`;

/** The seed's section text as sentences, the material of every synthetic section. */
function seedSentences(content: Pick<SeedContent, 'summaries'>): string[] {
  return content.summaries.flatMap((summary) =>
    summary.sections.flatMap((section) =>
      section.content.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== ''),
    ),
  );
}

const BATCH = 1_000;
/** Batches written at once, each on a connection of its own: the machine's cores, not one. */
const WRITERS = 2;

/**
 * Replaces the catalogue in `dataSource` with `count` synthetic published summaries in the
 * bundled categories and their sections, unless it already holds exactly those. They have no
 * cover image (the bundled covers carry their own books' titles): cards show the fallback
 * picture. `wordsPerMinute` below 200 writes shorter sections, 0 none (a quicker catalogue, for a
 * test that needs many rows more than long ones).
 */
export async function writeSyntheticCatalog(
  dataSource: DataSource,
  count: number,
  content: Pick<SeedContent, 'categories' | 'summaries'>,
  progress: (written: number) => void,
  wordsPerMinute = SYNTHETIC_WORDS_PER_MINUTE,
): Promise<'written' | 'unchanged'> {
  const [{ synthetic, total }] = (await dataSource.query(
    `SELECT count(*) FILTER (WHERE id = ANY($1::uuid[]))::int AS synthetic, count(*)::int AS total
       FROM summary`,
    [[syntheticId(0, wordsPerMinute), syntheticId(count - 1, wordsPerMinute)]],
  )) as [{ synthetic: number; total: number }];
  if (total === count && synthetic === Math.min(count, 2)) return 'unchanged';

  const categoryIds = await dataSource.transaction(async (manager) => {
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
    return categories.map((category) => category.id);
  });
  const sentences = seedSentences(content);
  const starts = Array.from({ length: Math.ceil(count / BATCH) }, (_, index) => index * BATCH);
  let written = 0;
  // A batch commits on its own: a catalogue cut short holds fewer rows than asked for, and the
  // check above writes it anew.
  const writer = async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(
        `CREATE TEMPORARY TABLE synthetic_sentence (n int PRIMARY KEY, text text, words int)`,
      );
      await runner.query(
        `INSERT INTO synthetic_sentence
           SELECT position - 1, text, array_length(regexp_split_to_array(text, '\\s+'), 1)
             FROM unnest($1::text[]) WITH ORDINALITY AS sentence (text, position)`,
        [sentences],
      );
      for (let start = starts.shift(); start !== undefined; start = starts.shift()) {
        const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
          syntheticSummary(start + offset, categoryIds, wordsPerMinute),
        );
        await runner.startTransaction();
        try {
          await writeBatch(runner.manager, start, rows, wordsPerMinute);
          await runner.commitTransaction();
        } catch (error) {
          await runner.rollbackTransaction();
          throw error;
        }
        written += rows.length;
        progress(written);
      }
    } finally {
      await runner.query('DROP TABLE IF EXISTS synthetic_sentence');
      await runner.release();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  // Every summary's document was rewritten once its sections were in: the first versions are
  // dead rows, which the planner should not count.
  await dataSource.query('VACUUM (ANALYZE) summary, section');
  return 'written';
}

async function writeBatch(
  manager: EntityManager,
  start: number,
  rows: SyntheticSummaryRow[],
  wordsPerMinute: number,
): Promise<void> {
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
  if (wordsPerMinute === 0) return;
  await manager.query(SECTIONS_SQL, [
    column('id'),
    rows.map((_, offset) => start + offset),
    column('readingTimeMinutes').map((minutes) => (minutes * wordsPerMinute) / 200),
    column('isPremium'),
    HEADING_OPENINGS,
    NOUNS,
    SYLLABLES,
    SYNTHETIC_PLANTS.map((plant) => plant.sentence),
    SYNTHETIC_PLANTS.map((plant) => plant.every),
    SYNTHETIC_PLANTS.map((plant) => plant.at),
    SYNTHETIC_PLANTS.map((plant) => plant.premiumOnly),
  ]);
}
