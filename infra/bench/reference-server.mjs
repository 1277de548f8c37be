import Fastify from 'fastify';
import pg from 'pg';

/**
 * The yardstick: a plain Fastify + pg server, written for the bench, answering the two public
 * lists exactly as the gateway answers a visitor (same rows, same order, same JSON), straight
 * from the catalog's database. No framework layers, no federation, no cache.
 */
const LIST_SQL = `
  SELECT s.id, s.title, s.author, s.description, s.content, s.cover_image_url,
         s.category_id, s.reading_time_minutes, s.is_premium, s.is_published, s.is_featured,
         s.created_at, s.updated_at,
         (SELECT COUNT(*)::int FROM section WHERE section.summary_id = s.id) AS section_count,
         c.name AS category_name, c.slug AS category_slug, c.description AS category_description
  FROM summary s LEFT JOIN category c ON c.id = s.category_id
  WHERE s.is_published`;

const previewOf = (content) =>
  content
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 2)
    .join('\n');

/** A visitor's view of one row: premium content cut to its preview. */
const visitorView = (row) => ({
  id: row.id,
  title: row.title,
  author: row.author,
  description: row.description,
  content: row.is_premium ? previewOf(row.content) : row.content,
  coverImageUrl: row.cover_image_url,
  categoryId: row.category_id,
  category: row.category_id
    ? {
        id: row.category_id,
        name: row.category_name,
        slug: row.category_slug,
        description: row.category_description,
      }
    : null,
  readingTimeMinutes: row.reading_time_minutes,
  isPremium: row.is_premium,
  isPublished: row.is_published,
  isFeatured: row.is_featured,
  hasFullAccess: !row.is_premium,
  sectionCount: row.section_count,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export async function startReferenceServer(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/api/summaries/featured', async () => {
    const { rows } = await pool.query(
      `${LIST_SQL} ORDER BY s.is_featured DESC, s.published_at DESC NULLS LAST, s.created_at DESC LIMIT 12`,
    );
    return rows.map(visitorView);
  });
  app.get('/api/summaries/published', async () => {
    const { rows } = await pool.query(
      `${LIST_SQL} ORDER BY s.published_at DESC NULLS LAST, s.created_at DESC`,
    );
    return rows.map(visitorView);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
