import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { getOperationAST, print } from 'graphql';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import {
  type BodyCheck,
  bodyErrorsAsBadRequest,
  jsonBody,
  readBody,
  readQuery,
  readSectionOrders,
  sameOriginJsonOnly,
  sendBadRequest,
  sendResult,
} from './http.js';
import {
  AdminSectionsDocument,
  AdminSummariesDocument,
  ComplimentaryGrantsDocument,
  CreateCategoryDocument,
  CreateSectionDocument,
  CreateSummaryDocument,
  DeleteCategoryDocument,
  DeleteSectionDocument,
  DeleteSummaryDocument,
  FreePicksOverviewDocument,
  MemberFreePicksDocument,
  ReorderSectionsDocument,
  SummaryAuditTrailDocument,
  SummaryPreviewAsDocument,
  ToggleSummaryPublishedDocument,
  UpdateCategoryDocument,
  UpdateSectionDocument,
  UpdateSummaryDocument,
  type CategoryInput,
  type PreviewAudience,
  type SectionInput,
  type SummaryInput,
} from './operations.generated.js';
import { DEFAULT_TIME_ZONE } from './reading.routes.js';
import {
  type QueryParameter,
  type RouteDescription,
  type Shape,
  described,
  objectOf,
  oneOfText,
  resultOf,
  text,
  variablesOf,
} from '../openapi/route-description.js';

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

const CATEGORY_BODY = { name: 'string', slug: 'string', description: 'string' } as const;

const PREVIEW_AUDIENCES: Record<string, PreviewAudience> = {
  visitor: 'VISITOR',
  member: 'MEMBER',
  subscriber: 'SUBSCRIBER',
};

/** One admin route: a REST call that runs one GraphQL operation of the catalog. */
export interface AdminRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under /api/admin. */
  path: string;
  /** The operation's text (the access test sends it through /graphql too). */
  operation: string;
  /** What the route says about itself in the API reference (/api/openapi.json). */
  description: RouteDescription;
  answer(graphql: GraphQLExecutor, req: Request, res: Response): Promise<void>;
}

/** An admin route from its operation, typed from the generated document. */
function adminRoute<TData, TVariables extends Record<string, unknown>>(route: {
  method: AdminRoute['method'];
  path: string;
  document: TypedDocumentNode<TData, TVariables>;
  /** The operation's variables from the request, or a 400 message. */
  variables(req: Request<{ id: string }>): TVariables | string;
  /** The answer's body, from the operation's data. */
  select(data: TData): unknown;
  /** Status of a success; 200 unless the route creates something. */
  status?: number;
  /** One line for the API reference. */
  summary: string;
  query?: Record<string, QueryParameter>;
  body?: Shape;
  /** The answer's shape; the operation's one root field unless said. */
  answerShape?: Shape;
}): AdminRoute {
  const operation = getOperationAST(route.document);
  const [rootField] = operation?.selectionSet.selections ?? [];
  return {
    method: route.method,
    path: route.path,
    operation: print(route.document),
    description: {
      summary: route.summary,
      query: route.query,
      body: route.body,
      status: route.status,
      answer:
        route.answerShape ??
        resultOf(route.document, rootField && 'name' in rootField ? rootField.name.value : ''),
    },
    async answer(graphql, req, res) {
      // Every admin path's one parameter is `:id`, a plain segment.
      const variables = route.variables(req as Request<{ id: string }>);
      if (typeof variables === 'string') return sendBadRequest(res, variables);
      const result = await graphql.run(req, route.document, variables);
      if (!result.errors.length && route.status) res.status(route.status);
      sendResult(res, result, route.select);
    },
  };
}

/** The checked body as the operation's input (readBody checked each field's type). */
const fromBody = <TInput, TVariables>(
  check: BodyCheck,
  build: (input: TInput) => TVariables,
): TVariables | string => (check.ok ? build(check.values as TInput) : check.message);

/**
 * Spec section 7's admin routes (plus the audit trail and the editor's preview). This table is
 * the one list: routes are registered from it and the access test walks it.
 */
export const ADMIN_CATALOG_ROUTES: readonly AdminRoute[] = [
  adminRoute({
    method: 'get',
    path: '/summaries',
    summary: 'Every summary, drafts included',
    document: AdminSummariesDocument,
    variables: () => ({}),
    select: (data) => data.adminSummaries,
  }),
  adminRoute({
    method: 'post',
    path: '/summaries',
    summary: 'Create a summary (a Premium draft unless said)',
    body: variablesOf(CreateSummaryDocument, 'input'),
    document: CreateSummaryDocument,
    variables: (req) =>
      fromBody(readBody(req.body, SUMMARY_BODY), (input: SummaryInput) => ({ input })),
    select: (data) => data.createSummary,
    status: 201,
  }),
  adminRoute({
    method: 'put',
    path: '/summaries/:id',
    summary: 'Change a summary',
    body: variablesOf(UpdateSummaryDocument, 'input'),
    document: UpdateSummaryDocument,
    variables: (req) =>
      fromBody(readBody(req.body, SUMMARY_BODY), (input: SummaryInput) => ({
        id: req.params.id,
        input,
      })),
    select: (data) => data.updateSummary,
  }),
  adminRoute({
    method: 'delete',
    path: '/summaries/:id',
    summary: 'Delete a summary',
    answerShape: objectOf({ id: resultOf(DeleteSummaryDocument, 'deleteSummary') }),
    document: DeleteSummaryDocument,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => ({ id: data.deleteSummary }),
  }),
  adminRoute({
    method: 'patch',
    path: '/summaries/:id/toggle-publish',
    summary: 'Publish a draft, or take a published summary back to draft',
    document: ToggleSummaryPublishedDocument,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => data.toggleSummaryPublished,
  }),
  adminRoute({
    method: 'post',
    path: '/categories',
    summary: 'Create a category',
    body: variablesOf(CreateCategoryDocument, 'input'),
    document: CreateCategoryDocument,
    variables: (req) =>
      fromBody(readBody(req.body, CATEGORY_BODY), (input: CategoryInput) => ({ input })),
    select: (data) => data.createCategory,
    status: 201,
  }),
  adminRoute({
    method: 'put',
    path: '/categories/:id',
    summary: 'Change a category',
    body: variablesOf(UpdateCategoryDocument, 'input'),
    document: UpdateCategoryDocument,
    variables: (req) =>
      fromBody(readBody(req.body, CATEGORY_BODY), (input: CategoryInput) => ({
        id: req.params.id,
        input,
      })),
    select: (data) => data.updateCategory,
  }),
  /** `?moveSummariesTo=<category id>` moves its summaries there; without it they lose their category. */
  adminRoute({
    method: 'delete',
    path: '/categories/:id',
    summary: 'Delete a category; its summaries move to another or to none',
    query: {
      moveSummariesTo: { schema: text(), description: 'The category its summaries move to' },
    },
    answerShape: objectOf({ id: resultOf(DeleteCategoryDocument, 'deleteCategory') }),
    document: DeleteCategoryDocument,
    variables: (req) => {
      const query = readQuery(req.query, ['moveSummariesTo']);
      return query.ok
        ? { id: req.params.id, moveSummariesTo: query.values.moveSummariesTo || null }
        : query.message;
    },
    select: (data) => ({ id: data.deleteCategory }),
  }),
  adminRoute({
    method: 'get',
    path: '/summaries/:id/sections',
    summary: "A summary's sections, in full",
    document: AdminSectionsDocument,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => data.adminSections,
  }),
  adminRoute({
    method: 'post',
    path: '/summaries/:id/sections',
    summary: 'Add a section to a summary',
    body: variablesOf(CreateSectionDocument, 'input'),
    document: CreateSectionDocument,
    variables: (req) =>
      fromBody(
        readBody(req.body, { title: 'string', content: 'string', order: 'integer' }),
        (input: SectionInput) => ({ id: req.params.id, input }),
      ),
    select: (data) => data.createSection,
    status: 201,
  }),
  adminRoute({
    method: 'put',
    path: '/sections/:id',
    summary: 'Change a section',
    body: variablesOf(UpdateSectionDocument, 'input'),
    document: UpdateSectionDocument,
    variables: (req) =>
      fromBody(
        readBody(req.body, { title: 'string', content: 'string' }),
        (input: SectionInput) => ({
          id: req.params.id,
          input,
        }),
      ),
    select: (data) => data.updateSection,
  }),
  adminRoute({
    method: 'delete',
    path: '/sections/:id',
    summary: 'Delete a section (the others are numbered again)',
    answerShape: objectOf({ id: resultOf(DeleteSectionDocument, 'deleteSection') }),
    document: DeleteSectionDocument,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => ({ id: data.deleteSection }),
  }),
  adminRoute({
    method: 'post',
    path: '/summaries/:id/sections/reorder',
    summary: "Put a summary's sections in a new order",
    body: objectOf({ sectionOrders: variablesOf(ReorderSectionsDocument, 'sectionOrders') }),
    document: ReorderSectionsDocument,
    variables: (req) => {
      const check = readSectionOrders(req.body);
      return check.ok ? { id: req.params.id, sectionOrders: check.sectionOrders } : check.message;
    },
    select: (data) => data.reorderSections,
  }),
  adminRoute({
    method: 'get',
    path: '/summaries/:id/audit',
    summary: 'Who changed the summary, what and when',
    document: SummaryAuditTrailDocument,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => data.summaryAuditTrail,
  }),
  adminRoute({
    method: 'get',
    path: '/summaries/:id/preview',
    summary: 'The summary as a visitor, a member or a subscriber would see it',
    query: {
      as: {
        schema: oneOfText(Object.keys(PREVIEW_AUDIENCES)),
        description: 'Whose view',
        required: true,
      },
    },
    document: SummaryPreviewAsDocument,
    variables: (req) => {
      const audience = typeof req.query.as === 'string' ? PREVIEW_AUDIENCES[req.query.as] : null;
      return audience
        ? { id: req.params.id, audience }
        : 'as must be one of visitor, member, subscriber';
    },
    select: (data) => data.summaryPreviewAs,
  }),
  /** This month's picks across members, the month named in the admin's zone (`tz`, UTC by default). */
  adminRoute({
    method: 'get',
    path: '/free-picks',
    summary: "This month's free picks across members",
    query: { tz: { schema: text(), description: 'IANA time zone of the month (default UTC)' } },
    document: FreePicksOverviewDocument,
    variables: (req) => {
      const query = readQuery(req.query, ['tz']);
      return query.ok ? { timeZone: query.values.tz || DEFAULT_TIME_ZONE } : query.message;
    },
    select: (data) => data.freePicksOverview,
  }),
  adminRoute({
    method: 'get',
    path: '/users/:id/free-picks',
    summary: 'The summaries a member has unlocked with free picks now',
    document: MemberFreePicksDocument,
    variables: (req) => ({ id: req.params.id }),
    select: (data) => data.memberFreePicks,
  }),
  /** When the members' complimentary Premium ends (`userIds`: ids separated by commas). */
  adminRoute({
    method: 'get',
    path: '/complimentary-grants',
    summary: "When members' complimentary Premium ends (null: no end)",
    query: { userIds: { schema: text(), description: 'User ids separated by commas' } },
    document: ComplimentaryGrantsDocument,
    variables: (req) => {
      const query = readQuery(req.query, ['userIds']);
      if (!query.ok) return query.message;
      const userIds = (query.values.userIds ?? '').split(',').filter(Boolean);
      return { userIds };
    },
    select: (data) => data.complimentaryGrants,
  }),
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
    jsonBody(ADMIN_BODY_LIMIT),
  ];
  for (const route of ADMIN_CATALOG_ROUTES) {
    const guards = route.method === 'get' ? [] : stateChanging;
    router[route.method](
      route.path,
      ...guards,
      described(route.description, (req, res) => route.answer(graphql, req, res)),
    );
  }
  router.use(bodyErrorsAsBadRequest);
  return router;
}
