import { Router } from 'express';
import { type GraphQLExecutor, sendBadRequest, sendResult } from './graphql-executor.js';

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

/** The catalog's public REST routes (spec section 7), each one GraphQL operation. */
export function catalogRoutes(graphql: GraphQLExecutor): Router {
  const router = Router();

  router.get('/categories', async (req, res) => {
    sendResult(
      res,
      await graphql.run<{ categories: unknown[] }>(req, CATEGORIES),
      (d) => d.categories,
    );
  });

  router.get('/summaries/featured', async (req, res) => {
    const limit = req.query.limit === undefined ? 12 : Number(req.query.limit);
    if (!Number.isInteger(limit)) return sendBadRequest(res, 'limit must be an integer');
    sendResult(
      res,
      await graphql.run<{ featuredSummaries: unknown[] }>(req, FEATURED, { limit }),
      (d) => d.featuredSummaries,
    );
  });

  router.get('/summaries/published', async (req, res) => {
    const { categoryId } = req.query;
    if (categoryId !== undefined && typeof categoryId !== 'string') {
      return sendBadRequest(res, 'categoryId must be a single value');
    }
    sendResult(
      res,
      await graphql.run<{ publishedSummaries: unknown[] }>(req, PUBLISHED, {
        categoryId: categoryId || null,
      }),
      (d) => d.publishedSummaries,
    );
  });

  router.get('/summaries/:id', async (req, res) => {
    sendResult(
      res,
      await graphql.run<SummaryData>(req, SUMMARY, { id: req.params.id }),
      (d) => d.summary,
      SUMMARY_NOT_FOUND,
    );
  });

  router.get('/summaries/:id/preview', async (req, res) => {
    sendResult(
      res,
      await graphql.run<SummaryData>(req, PREVIEW, { id: req.params.id }),
      ({ summary }) => summary && { ...summary, content: summary.preview },
      SUMMARY_NOT_FOUND,
    );
  });

  router.get('/summaries/:id/sections', async (req, res) => {
    sendResult(
      res,
      await graphql.run<SummaryData>(req, SECTIONS, { id: req.params.id }),
      ({ summary }) => summary?.sections,
      SUMMARY_NOT_FOUND,
    );
  });

  return router;
}
