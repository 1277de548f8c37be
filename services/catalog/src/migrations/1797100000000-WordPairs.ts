import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MAX_WORD_PAIR_BYTES } from '../search/word-pairs.js';

/**
 * Phrases of common words decided by an index (issue 47; search/word-pairs.ts says why):
 * `summary.search_word_pairs` holds each word of the search document with the nearest word after
 * it and the distance between (`art~2~think`), under a GIN index of its own.
 *
 * - It is generated from search_document, which triggers keep (FullTextSearch migration), so it
 *   follows every write that changes the document, and adding it rewrites the table once with
 *   every index built anew rather than entry by entry.
 * - Positions stop at 16,383 in a tsvector (PostgreSQL stores every later word there): words
 *   from there on have no order and make no pairs, as PostgreSQL's own phrase match cannot tell
 *   them apart either. With pairs of MAX_WORD_PAIR_BYTES at most, the vector stays under the
 *   1 MB a tsvector may hold whatever the document's length.
 * - On the bench's full-length summaries (~2,000 positions) it is ~1,750 pairs each: 2.5 ms to
 *   compute per summary write; at 100,000 titles the column takes 2.8 GB and its index 1.2 GB
 *   (the document 1.6 GB and its index 296 MB).
 */
export class WordPairs1797100000000 implements MigrationInterface {
  name = 'WordPairs1797100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION word_pairs(document tsvector) RETURNS tsvector
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT coalesce(array_to_tsvector(array_agg(pairs.pair)), ''::tsvector)
          FROM (SELECT word || '~' || (lead(position) OVER next - position) || '~'
                       || lead(word) OVER next AS pair
                  FROM unnest(document) AS entry (word, positions, weights),
                       unnest(entry.positions) AS position
                 WHERE position < 16383
                WINDOW next AS (ORDER BY position)) AS pairs
         WHERE octet_length(pairs.pair) <= ${MAX_WORD_PAIR_BYTES}
      $$`);
    await queryRunner.query(`
      ALTER TABLE summary ADD COLUMN search_word_pairs tsvector NOT NULL
        GENERATED ALWAYS AS (word_pairs(search_document)) STORED`);
    // fastupdate off, as search_document's index: the planner uses it right after a bulk write.
    await queryRunner.query(
      `CREATE INDEX summary_search_word_pairs_idx ON summary USING gin (search_word_pairs)
         WITH (fastupdate = off) WHERE is_published`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX summary_search_word_pairs_idx`);
    await queryRunner.query(`ALTER TABLE summary DROP COLUMN search_word_pairs`);
    await queryRunner.query(`DROP FUNCTION word_pairs(tsvector)`);
  }
}
