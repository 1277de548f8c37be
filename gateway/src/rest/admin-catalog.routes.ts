import express, { type Request, type RequestHandler, Router } from 'express';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import { SUMMARY_FIELDS } from './catalog.routes.js';
import {
  type BodyCheck,
  readBody,
  readSectionOrders,
  sameOriginJsonOnly,
  sendBadRequest,
  sendResult,
} from './http.js';

const SECTION_FIELDS = 'id summaryId title content order isLocked';

/** Prose up to the catalog's 60,000 characters, in any script, fits. */
const ADMIN_BODY_LIMIT = '1mb';

const SUMMARY_BODY = {
  title: 'string',
  author: 'string',
  description: 'string',
  content: 'string',
  coverImageUrl: 'string',
  categoryId: 'string',
  readingTimeMinutes: 'integer',
  isPremium: 'boolean',
  isFeatured: 'boolean',
} as const;

const PREVIEW_AUDIENCES: Record<string, string> = {
  visitor: 'VISITOR',
  member: 'MEMBER',
  subscriber: 'SUBSCRIBER',
};

type Variables = Record<string, unknown>;

/** One admin route: a REST call that runs one GraphQL operation of the catalog. */
export interface AdminRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under /api/admin. */
  path: string;
  operation: string;
  /** The operation's variables from the request, or a 400 message. */
  variables(req: Request): Variables | string;
  /** The answer's body, from the operation's data. */
  select(data: Record<string, unknown>): unknown;
  /** Status of a success; 200 unless the route creates something. */
  status?: number;
}

const fromBody = (check: BodyCheck, build: (values: Variables) => Variables) =>
  check.ok ? build(check.values) : check.message;

/**
 * Spec section 7's admin routes (plus the audit trail and the editor's preview). This table is
 * the one list: routes are registered from it and the access test walks it.
 */
export const ADMIN_CATALOG_ROUTES: readonly AdminRoute[] = [
  {
    method: 'get',
    path: '/summaries',
    operation: `query AdminSummaries { adminSummaries { ${SUMMARY_FIELDS} } }`,
    variables: () => ({}),
    select: (data) => data.adminSummaries,
  },
  {
    method: 'post',
    path: '/summaries',
    operation: `mutation CreateSummary($input: SummaryInput!) { createSummary(input: $input) { ${SUMMARY_FIELDS} } }`,
    variables: (req) => fromBody(readBody(req.body, SUMMARY_BODY), (input) => ({ input })),
    select: (data) => data.createSummary,
    status: 201,
  },
  {
    method: 'put',
    path: '/summaries/:id',
    operation: `mutation UpdateSummary($id: ID!, $input: SummaryInput!) { updateSummary(id: $id, input: $input) { ${SUMMARY_FIELDS} } }`,
    variables: (req) =>
      fromBody(readBody(req.body, SUMMARY_BODY), (input) => ({ id: req.params.id, input })),
    select: (data) => data.updateSummary,
  },
  {
    method: 'delete',
    path: '/summaries/:id',
    operation: `mutation DeleteSummary($id: ID!) { deleteSummary(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => ({ id: data.deleteSummary }),
  },
  {
    method: 'patch',
    path: '/summaries/:id/toggle-publish',
    operation: `mutation ToggleSummaryPublished($id: ID!) { toggleSummaryPublished(id: $id) { ${SUMMARY_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => data.toggleSummaryPublished,
  },
  {
    method: 'post',
    path: '/categories',
    operation: `mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id name slug description } }`,
    variables: (req) =>
      fromBody(
        readBody(req.body, { name: 'string', slug: 'string', description: 'string' }),
        (input) => ({ input }),
      ),
    select: (data) => data.createCategory,
    status: 201,
  },
  {
    method: 'get',
    path: '/summaries/:id/sections',
    operation: `query AdminSections($id: ID!) { adminSections(summaryId: $id) { ${SECTION_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => data.adminSections,
  },
  {
    method: 'post',
    path: '/summaries/:id/sections',
    operation: `mutation CreateSection($id: ID!, $input: SectionInput!) { createSection(summaryId: $id, input: $input) { ${SECTION_FIELDS} } }`,
    variables: (req) =>
      fromBody(
        readBody(req.body, { title: 'string', content: 'string', order: 'integer' }),
        (input) => ({ id: req.params.id, input }),
      ),
    select: (data) => data.createSection,
    status: 201,
  },
  {
    method: 'put',
    path: '/sections/:id',
    operation: `mutation UpdateSection($id: ID!, $input: SectionInput!) { updateSection(id: $id, input: $input) { ${SECTION_FIELDS} } }`,
    variables: (req) =>
      fromBody(readBody(req.body, { title: 'string', content: 'string' }), (input) => ({
        id: req.params.id,
        input,
      })),
    select: (data) => data.updateSection,
  },
  {
    method: 'delete',
    path: '/sections/:id',
    operation: `mutation DeleteSection($id: ID!) { deleteSection(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => ({ id: data.deleteSection }),
  },
  {
    method: 'post',
    path: '/summaries/:id/sections/reorder',
    operation: `mutation ReorderSections($id: ID!, $sectionOrders: [SectionOrderInput!]!) { reorderSections(summaryId: $id, sectionOrders: $sectionOrders) { ${SECTION_FIELDS} } }`,
    variables: (req) => {
      const check = readSectionOrders(req.body);
      return check.ok ? { id: req.params.id, sectionOrders: check.sectionOrders } : check.message;
    },
    select: (data) => data.reorderSections,
  },
  {
    method: 'get',
    path: '/summaries/:id/audit',
    operation: `query SummaryAuditTrail($id: ID!) { summaryAuditTrail(summaryId: $id) {
      id occurredAt actorId actorEmail entity entityId action changes { field from to } } }`,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => data.summaryAuditTrail,
  },
  {
    method: 'get',
    path: '/summaries/:id/preview',
    operation: `query SummaryPreviewAs($id: ID!, $audience: PreviewAudience!) {
      summaryPreviewAs(id: $id, audience: $audience) { ${SUMMARY_FIELDS} preview sections { ${SECTION_FIELDS} } } }`,
    variables: (req) => {
      const audience = typeof req.query.as === 'string' ? PREVIEW_AUDIENCES[req.query.as] : null;
      return audience
        ? { id: req.params.id, audience }
        : 'as must be one of visitor, member, subscriber';
    },
    select: (data) => data.summaryPreviewAs,
  },
];

/**
 * The admin REST routes, mounted at /api/admin. Like every API answer they are
 * `Cache-Control: no-store` (web/cache-control.ts): drafts and user lists never linger in a cache.
 * Their mutations drop the gateway's cached answers before the answer goes out, as every
 * mutation does (caching/), so the editor's next public read already sees the change.
 */
export function adminCatalogRoutes(
  graphql: GraphQLExecutor,
  trustedOrigins: ReadonlySet<string>,
): Router {
  const router = Router();
  const stateChanging: RequestHandler[] = [
    sameOriginJsonOnly(trustedOrigins),
    express.json({ limit: ADMIN_BODY_LIMIT }),
  ];
  for (const route of ADMIN_CATALOG_ROUTES) {
    const guards = route.method === 'get' ? [] : stateChanging;
    router[route.method](route.path, ...guards, async (req, res) => {
      const variables = route.variables(req);
      if (typeof variables === 'string') return sendBadRequest(res, variables);
      const result = await graphql.run<Record<string, unknown>>(req, route.operation, variables);
      if (!result.errors.length && route.status) res.status(route.status);
      sendResult(res, result, route.select);
    });
  }
  return router;
}
