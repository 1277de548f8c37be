import pg from 'pg';

export interface SummaryFixture {
  id: string;
  content: string;
  preview: string;
  sectionTitles: string[];
  sectionContents: string[];
}

/**
 * Rows written straight into the catalog's tables: the data under test, not the code under
 * test (the catalog's admin API arrives later).
 */
export async function insertSummary(
  databaseUrl: string,
  {
    title,
    isPremium,
    isPublished,
    isFeatured = false,
  }: { title: string; isPremium: boolean; isPublished: boolean; isFeatured?: boolean },
): Promise<SummaryFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const content = `${title} opening line.\n\n${title} second line.\n${title} third line: full content only.`;
    const { rows } = await client.query(
      `INSERT INTO summary (title, author, content, is_premium, is_published, is_featured, published_at)
       VALUES ($1, 'Test Author', $2, $3, $4, $5, CASE WHEN $4 THEN now() + interval '1 day' END)
       RETURNING id`,
      [title, content, isPremium, isPublished, isFeatured],
    );
    const id = rows[0].id as string;
    const sectionTitles = [1, 2].map((order) => `${title} section ${order} title`);
    const sectionContents = [1, 2].map(
      (order) => `${title} section ${order}: full section text only.`,
    );
    for (const index of [0, 1]) {
      await client.query(
        `INSERT INTO section (summary_id, title, content, "order") VALUES ($1, $2, $3, $4)`,
        [id, sectionTitles[index], sectionContents[index], index + 1],
      );
    }
    return {
      id,
      content,
      preview: `${title} opening line.\n${title} second line.`,
      sectionTitles,
      sectionContents,
    };
  } finally {
    await client.end();
  }
}
