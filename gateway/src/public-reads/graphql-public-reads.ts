import type { RequestHandler } from 'express';
import {
  BREAK,
  buildASTSchema,
  type ConstDirectiveNode,
  type DocumentNode,
  getOperationAST,
  type GraphQLField,
  type GraphQLNamedType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { ServiceName } from '@distill/contracts';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PublicReads } from './public-reads.js';

/**
 * The subgraph whose reads depend on the viewer's access class only, never on the person: the
 * catalog cuts content by entitlement and shows drafts to admins, and knows nobody's
 * favourites, progress or account. Its events are what invalidate the public read cache.
 */
const PUBLIC_SUBGRAPH: ServiceName = 'catalog';

/**
 * Catalog fields whose answers are one person's or change without a catalog event: a member's
 * free picks, and the admins' view of everyone's. An operation reading one is never cached.
 */
const UNCACHED_FIELDS: ReadonlySet<string> = new Set([
  'Query.freePicks',
  'Query.freePicksOverview',
  'Query.memberFreePicks',
]);

/** The values of `argument` on each `directive` of a supergraph element. */
function directiveValues(
  directives: readonly ConstDirectiveNode[] | undefined,
  directive: string,
  argument: string,
): Array<string | undefined> {
  return (directives ?? [])
    .filter((node) => node.name.value === directive)
    .map((node) => {
      const value = node.arguments?.find((arg) => arg.name.value === argument)?.value;
      return value && 'value' in value ? String(value.value) : undefined;
    });
}

/**
 * Decides from the supergraph whether an operation reads only what the catalog answers: a query
 * whose every field (through fragments, at any depth) the catalog subgraph can resolve, per the
 * supergraph's `@join__field` (or, without one, its type's `@join__type`). Anything else (a
 * mutation, a member's favourites or progress, the viewer, introspection) is never cached.
 */
export function publicOperations(supergraphSdl: string) {
  const schema = buildASTSchema(parse(supergraphSdl), { assumeValidSDL: true });
  const graphEnum = schema.getType('join__Graph');
  const publicGraph =
    graphEnum?.astNode?.kind === 'EnumTypeDefinition'
      ? graphEnum.astNode.values?.find(
          (value) =>
            directiveValues(value.directives, 'join__graph', 'name')[0] === PUBLIC_SUBGRAPH,
        )?.name.value
      : undefined;
  if (!publicGraph) throw new Error(`the supergraph has no ${PUBLIC_SUBGRAPH} subgraph`);

  const resolvedByPublicGraph = (
    parent: GraphQLNamedType,
    field: GraphQLField<unknown, unknown>,
  ): boolean => {
    const fieldGraphs = directiveValues(field.astNode?.directives, 'join__field', 'graph');
    const graphs =
      fieldGraphs.length > 0
        ? fieldGraphs
        : [parent.astNode, ...(parent.extensionASTNodes ?? [])].flatMap((node) =>
            directiveValues(node?.directives, 'join__type', 'graph'),
          );
    return graphs.includes(publicGraph);
  };

  const isPublic = (query: string, operationName: string | null): boolean => {
    let document;
    try {
      document = parse(query);
    } catch {
      return false; // Apollo answers the syntax error
    }
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'query') return false;
    const typeInfo = new TypeInfo(schema);
    let everyFieldPublic = true;
    // The operation and the fragments (Apollo refuses a document with a fragment left unused).
    const reached: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [
        operation,
        ...document.definitions.filter((node) => node.kind === Kind.FRAGMENT_DEFINITION),
      ],
    };
    visit(
      reached,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          if (node.name.value === '__typename') return;
          const parent = typeInfo.getParentType();
          const field = typeInfo.getFieldDef();
          if (
            !parent ||
            !field ||
            !resolvedByPublicGraph(parent, field) ||
            UNCACHED_FIELDS.has(`${parent.name}.${field.name}`)
          ) {
            everyFieldPublic = false;
            return BREAK;
          }
        },
      }),
    );
    return everyFieldPublic;
  };

  // The same few operations arrive again and again: each is parsed and judged once.
  const decisions = new LRUCache<string, boolean>({
    max: 1_000,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (_decision, key) => key.length,
  });
  return (query: string, operationName: string | null): boolean => {
    const key = `${operationName ?? ''}\n${query}`;
    let decision = decisions.get(key);
    if (decision === undefined) {
      decision = isPublic(query, operationName);
      decisions.set(key, decision);
    }
    return decision;
  };
}

/** A GraphQL request body the cache understands: one operation, nothing else. */
function singleOperationOf(
  body: unknown,
): { query: string; operationName: string | null; variables: Record<string, unknown> } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const {
    query,
    operationName = null,
    variables = null,
    ...rest
  } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof query !== 'string') return null;
  if (operationName !== null && typeof operationName !== 'string') return null;
  if (variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return null;
  return { query, operationName, variables: (variables ?? {}) as Record<string, unknown> };
}

/**
 * `POST /graphql` reads that touch only the catalog are answered through the public read cache,
 * like the REST routes: keyed by the operation, its variables and the access class. A miss runs
 * the operation through the gateway's own server, as Apollo's HTTP handler would; an answer with
 * errors is sent as it is and never cached. Every other request goes on to Apollo.
 */
export function graphqlPublicReads(
  reads: PublicReads,
  graphql: GraphQLExecutor,
  isPublic: (query: string, operationName: string | null) => boolean,
): RequestHandler {
  return async (req, res, next) => {
    const operation = req.method === 'POST' ? singleOperationOf(req.body) : null;
    if (!operation || !isPublic(operation.query, operation.operationName)) return next();
    const { query, operationName, variables } = operation;
    await reads.serve(req, res, `graphql ${operationName ?? ''} ${query}`, variables, async () => {
      const { status, result } = await graphql.execute(req, { query, operationName, variables });
      if (status === 200 && !result.errors && result.data) {
        return { json: JSON.stringify({ data: result.data }) };
      }
      return { uncached: () => void res.status(status).json(result) };
    });
  };
}
