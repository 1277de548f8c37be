import { Router } from 'express';
import type { PublicReads } from '../public-reads/public-reads.js';
import { sendBadRequest } from './graphql-executor.js';

export const SUMMARY_FIELDS = `
  id title author description content coverImageUrl categoryId
  category { id name slug description }
  readingTimeMinutes isPremium isPublished isFeatured hasFullAccess sectionCount createdAt updatedAt`;

const CATEGORIES = `query Categories { categories { id name slug description } }`;
const FEATURED = `query Featured($limit: Int!) { featuredSummaries(limit: $limit) { ${SUMMARY_FIELDS} } }`;
const PUBLISHED = `query Published($categoryId: ID) { publishedSummaries(categoryId: $categoryId) { ${SUMMARY_FIELDS} } }`;
const SUMMARY = `query Summary($id: ID!) { summary(id: $id) { ${SUMMARY_FIELDS} } }`;
const PREVIEW = `query SummaryPreview($id: ID!) {
  summary(id: $id) {
    id title author description coverImageUrl categoryId readingTimeMinutes
    isPremium isPublished isFeatured hasFullAccess sectionCount preview
  }
}`;
const SECTIONS = `query SummarySections($id: ID!) {
  summary(id: $id) { sections { id summaryId title content order isLocked } }
}`;

const SUMMARY_NOT_FOUND = 'Summary not found';

type SummaryData = { summary: Record<string, unknown> | null };

/**
 * The catalog's public REST routes (spec section 7), each one GraphQL operation whose answer
 * depends only on the viewer's access class: all of them go through the public read cache.
 */
export function catalogRoutes(reads: PublicReads): Router {
  const router = Router();

  router.get('/categories', (req, res) =>
    reads.send<{ categories: unknown[] }>(req, res, {
      query: CATEGORIES,
      variables: {},
      select: (d) => d.categories,
    }),
  );

  router.get('/summaries/featured', async (req, res) => {
    const limit = req.query.limit === undefined ? 12 : Number(req.query.limit);
    if (!Number.isInteger(limit)) return sendBadRequest(res, 'limit must be an integer');
    await reads.send<{ featuredSummaries: unknown[] }>(req, res, {
      query: FEATURED,
      variables: { limit },
      select: (d) => d.featuredSummaries,
    });
  });

  router.get('/summaries/published', async (req, res) => {
    const { categoryId } = req.query;
    if (categoryId !== undefined && typeof categoryId !== 'string') {
      return sendBadRequest(res, 'categoryId must be a single value');
    }
    await reads.send<{ publishedSummaries: unknown[] }>(req, res, {
      query: PUBLISHED,
      variables: { categoryId: categoryId || null },
      select: (d) => d.publishedSummaries,
    });
  });

  router.get('/summaries/:id', (req, res) =>
    reads.send<SummaryData>(req, res, {
      query: SUMMARY,
      variables: { id: req.params.id },
      select: (d) => d.summary,
      notFoundMessage: SUMMARY_NOT_FOUND,
    }),
  );

  router.get('/summaries/:id/preview', (req, res) =>
    reads.send<SummaryData>(req, res, {
      query: PREVIEW,
      variables: { id: req.params.id },
      select: ({ summary }) => summary && { ...summary, content: summary.preview },
      notFoundMessage: SUMMARY_NOT_FOUND,
    }),
  );

  router.get('/summaries/:id/sections', (req, res) =>
    reads.send<SummaryData>(req, res, {
      query: SECTIONS,
      variables: { id: req.params.id },
      select: ({ summary }) => summary?.sections,
      notFoundMessage: SUMMARY_NOT_FOUND,
    }),
  );

  return router;
}
