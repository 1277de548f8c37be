import Fastify from 'fastify';
import pg from 'pg';
// The stats rules are pure functions of the member's rows: the reference applies the same ones.
import { buildReadingStats } from '../../services/reading/dist/stats/reading-stats.js';

/**
 * The yardstick: a plain Fastify + pg server, written for the bench, answering the two public
 * lists exactly as the gateway answers a visitor (same rows, same order, same JSON), straight
 * from the catalog's database, and a member's progress, favourites and stats from the reading
 * database (with the summaries from the catalog's) as the gateway answers that member. No
 * framework layers, no federation, no cache. The member is named by the `x-member-id` header:
 * signing in is not part of the yardstick.
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

/**
 * A summary as a member's list embeds it: its card (issue 44), the fields reading's projection
 * answers. Taken from the catalog's rows here, so the bench's answer check also holds reading's
 * copy to the catalog.
 */
const cardView = (row) => {
  const view = visitorView(row);
  return {
    id: view.id,
    title: view.title,
    author: view.author,
    description: view.description,
    coverImageUrl: view.coverImageUrl,
    categoryId: view.categoryId,
    category: view.category,
    readingTimeMinutes: view.readingTimeMinutes,
    isPremium: view.isPremium,
    isPublished: view.isPublished,
    sectionCount: view.sectionCount,
  };
};

/** The reading tables' rows of summaries still listed (published, not deleted). */
const LISTED = 'summary.is_published AND summary.deleted_at IS NULL';

const iso = (date) => (date ? date.toISOString() : null);

export async function startReferenceServer({ catalogDatabaseUrl, readingDatabaseUrl }) {
  const catalog = new pg.Pool({ connectionString: catalogDatabaseUrl, max: 10 });
  const reading = new pg.Pool({ connectionString: readingDatabaseUrl, max: 10 });
  const app = Fastify({ logger: false });

  /** The catalog's card of each summary, as a member's list shows it. */
  const summariesById = async (ids) => {
    if (ids.length === 0) return new Map();
    const { rows } = await catalog.query(`${LIST_SQL} AND s.id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((row) => [row.id, cardView(row)]));
  };
  /** Each item with its summary; items whose summary the catalog no longer shows are left out. */
  const withSummaries = async (items) => {
    const summaries = await summariesById(items.map((item) => item.summaryId));
    return items.flatMap((item) => {
      const summary = summaries.get(item.summaryId);
      return summary ? [{ ...item, summary }] : [];
    });
  };

  app.get('/api/summaries/featured', async () => {
    const { rows } = await catalog.query(
      `${LIST_SQL} ORDER BY s.is_featured DESC, s.published_at DESC NULLS LAST, s.created_at DESC LIMIT 12`,
    );
    return rows.map(visitorView);
  });
  app.get('/api/summaries/published', async () => {
    const { rows } = await catalog.query(
      `${LIST_SQL} ORDER BY s.published_at DESC NULLS LAST, s.created_at DESC`,
    );
    return rows.map(visitorView);
  });
  app.get('/api/reading-progress', async (req) => {
    const { rows } = await reading.query(
      `SELECT progress.* FROM reading_progress progress
       JOIN summary_projection summary ON summary.id = progress.summary_id
       WHERE progress.member_id = $1 AND ${LISTED}
       ORDER BY progress.last_read_at DESC, progress.id ASC`,
      [req.headers['x-member-id']],
    );
    return withSummaries(
      rows.map((row) => ({
        id: row.id,
        summaryId: row.summary_id,
        progressPercentage: row.progress_percentage,
        isCompleted: row.is_completed,
        sectionIndex: row.section_index,
        startedAt: iso(row.started_at),
        completedAt: iso(row.completed_at),
        lastReadAt: iso(row.last_read_at),
      })),
    );
  });
  app.get('/api/favorites', async (req) => {
    const { rows } = await reading.query(
      `SELECT favorite.summary_id, favorite.created_at FROM favorite
       JOIN summary_projection summary ON summary.id = favorite.summary_id
       WHERE favorite.member_id = $1 AND ${LISTED}
       ORDER BY favorite.created_at DESC, favorite.summary_id ASC`,
      [req.headers['x-member-id']],
    );
    return withSummaries(
      rows.map((row) => ({ summaryId: row.summary_id, createdAt: iso(row.created_at) })),
    );
  });
  app.get('/api/user/stats', async (req) => {
    const member = [req.headers['x-member-id']];
    const listedProgress = `FROM reading_progress progress
      JOIN summary_projection summary ON summary.id = progress.summary_id
      WHERE progress.member_id = $1 AND ${LISTED}`;
    const [completed, started, favorites, activity, reviews] = await Promise.all([
      reading.query(
        `SELECT progress.completed_at, summary.reading_time_minutes ${listedProgress} AND progress.is_completed`,
        member,
      ),
      reading.query(`SELECT progress.started_at, summary.category_id ${listedProgress}`, member),
      reading.query(
        `SELECT COUNT(*)::int AS count FROM favorite
         JOIN summary_projection summary ON summary.id = favorite.summary_id
         WHERE favorite.member_id = $1 AND ${LISTED}`,
        member,
      ),
      reading.query('SELECT bucket_start FROM reading_activity WHERE member_id = $1', member),
      reading.query('SELECT bucket_start FROM review_activity WHERE member_id = $1', member),
    ]);
    return buildReadingStats(
      {
        completed: completed.rows.map((row) => ({
          completedAt: row.completed_at,
          readingTimeMinutes: row.reading_time_minutes,
        })),
        started: started.rows.map((row) => ({
          startedAt: row.started_at,
          categoryId: row.category_id,
        })),
        favoriteCount: favorites.rows[0].count,
        activity: activity.rows.map((row) => row.bucket_start),
        reviews: reviews.rows.map((row) => row.bucket_start),
      },
      req.query.tz ?? 'UTC',
      new Date(),
    );
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await catalog.end();
      await reading.end();
    },
  };
}
