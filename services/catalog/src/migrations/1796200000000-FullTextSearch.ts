import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search by what the books say (issue 47): PostgreSQL full-text search, the same SQL on PGlite.
 *
 * - `summary.search_document` is the whole summary as one tsvector, weighted title (A), author
 *   (B), category name and description (C), the overview and every section's heading and text
 *   (D). One document per summary, so "stoic habits" finds a book whose title says one word and
 *   a section the other. It draws on three tables, which a generated column cannot, so triggers
 *   keep it: a summary's own write recomputes it before the row is stored, a section's write
 *   (insert, edit, delete, reorder) and a category's rename recompute it for the summaries they
 *   touch, in the same statement and therefore the same transaction as the write itself. No
 *   code path (editor, seed, synthetic catalogue, a migration) can leave it stale.
 * - `section.search_vector` (generated) finds the section a snippet should quote; the heading
 *   weighs more than the text there, as it names what the section is about.
 * - Both GIN indexes (this one and LibrarySearch's trigram index) take writes at once
 *   (fastupdate off), so the planner uses them right after a bulk write.
 * - The document holds locked text too: a Premium summary is found by what it says. What a
 *   snippet may quote is decided in the catalog service by the access rule, never here.
 */
export class FullTextSearch1796200000000 implements MigrationInterface {
  name = 'FullTextSearch1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE section ADD COLUMN search_vector tsvector
        GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', content), 'D')
        ) STORED`);

    await queryRunner.query(`
      CREATE FUNCTION summary_search_document(
        p_id uuid, p_title text, p_author text, p_description text, p_content text, p_category_id uuid
      ) RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT
          setweight(to_tsvector('english', p_title), 'A') ||
          setweight(to_tsvector('english', p_author), 'B') ||
          setweight(to_tsvector('english',
            coalesce((SELECT category.name FROM category WHERE category.id = p_category_id), '')), 'C') ||
          setweight(to_tsvector('english', coalesce(p_description, '')), 'C') ||
          setweight(to_tsvector('english', p_content), 'D') ||
          setweight(to_tsvector('english', coalesce(
            (SELECT string_agg(section.title || E'\\n' || section.content, E'\\n' ORDER BY section."order")
               FROM section WHERE section.summary_id = p_id),
            '')), 'D')
      $$`);

    await queryRunner.query(
      `ALTER TABLE summary ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector`,
    );

    await queryRunner.query(`
      CREATE FUNCTION summary_search_document_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_document := summary_search_document(
          NEW.id, NEW.title, NEW.author, NEW.description, NEW.content, NEW.category_id);
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER summary_search_document_insert BEFORE INSERT ON summary
        FOR EACH ROW EXECUTE FUNCTION summary_search_document_of_row()`);
    await queryRunner.query(`
      CREATE TRIGGER summary_search_document_update
        BEFORE UPDATE OF title, author, description, content, category_id ON summary
        FOR EACH ROW EXECUTE FUNCTION summary_search_document_of_row()`);

    // One recomputation per summary a statement touched, however many of its sections it wrote.
    await queryRunner.query(`
      CREATE FUNCTION summary_search_document_refresh(summary_ids uuid[]) RETURNS void
      LANGUAGE sql AS $$
        UPDATE summary SET search_document = summary_search_document(
            summary.id, summary.title, summary.author, summary.description, summary.content,
            summary.category_id)
          WHERE summary.id = ANY(summary_ids)
      $$`);
    for (const [event, rows] of [
      ['INSERT', 'NEW TABLE AS changed'],
      ['UPDATE', 'NEW TABLE AS changed'],
      ['DELETE', 'OLD TABLE AS changed'],
    ] as const) {
      await queryRunner.query(`
        CREATE FUNCTION section_search_${event.toLowerCase()}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM summary_search_document_refresh(ARRAY(SELECT DISTINCT summary_id FROM changed));
          RETURN NULL;
        END
        $$`);
      await queryRunner.query(`
        CREATE TRIGGER section_search_${event.toLowerCase()} AFTER ${event} ON section
          REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION section_search_${event.toLowerCase()}()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION category_search_rename() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name IS DISTINCT FROM OLD.name THEN
          PERFORM summary_search_document_refresh(
            ARRAY(SELECT id FROM summary WHERE category_id = NEW.id));
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER category_search_rename AFTER UPDATE OF name ON category
        FOR EACH ROW EXECUTE FUNCTION category_search_rename()`);

    await queryRunner.query(`
      UPDATE summary SET search_document = summary_search_document(
        id, title, author, description, content, category_id)`);
    // Without fastupdate a GIN index takes each write at once. With it, writes queue in a pending
    // list that every search must read through until a vacuum drains it, and the planner, which
    // counts that list, passes the index over after a bulk write (the seed, the synthetic
    // catalogue). A catalogue is written seldom and searched constantly.
    await queryRunner.query(
      `CREATE INDEX summary_search_document_idx ON summary USING gin (search_document)
         WITH (fastupdate = off) WHERE is_published`,
    );
    await queryRunner.query(`ALTER INDEX summary_search_text_trgm_idx SET (fastupdate = off)`);
    await queryRunner.query(`SELECT gin_clean_pending_list('summary_search_text_trgm_idx')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER INDEX summary_search_text_trgm_idx RESET (fastupdate)`);
    await queryRunner.query(`DROP INDEX summary_search_document_idx`);
    await queryRunner.query(`DROP TRIGGER category_search_rename ON category`);
    await queryRunner.query(`DROP FUNCTION category_search_rename()`);
    for (const event of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER section_search_${event} ON section`);
      await queryRunner.query(`DROP FUNCTION section_search_${event}()`);
    }
    await queryRunner.query(`DROP FUNCTION summary_search_document_refresh(uuid[])`);
    await queryRunner.query(`DROP TRIGGER summary_search_document_update ON summary`);
    await queryRunner.query(`DROP TRIGGER summary_search_document_insert ON summary`);
    await queryRunner.query(`DROP FUNCTION summary_search_document_of_row()`);
    await queryRunner.query(`ALTER TABLE summary DROP COLUMN search_document`);
    await queryRunner.query(
      `DROP FUNCTION summary_search_document(uuid, text, text, text, text, uuid)`,
    );
    await queryRunner.query(`ALTER TABLE section DROP COLUMN search_vector`);
  }
}
