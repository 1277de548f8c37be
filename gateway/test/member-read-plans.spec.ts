import { readFileSync } from 'node:fs';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { type PlanNode, QueryPlanner } from '@apollo/query-planner';
import { type DocumentNode, parse } from 'graphql';
import {
  FavoritesDocument,
  HighlightsDocument,
  ReadingProgressListDocument,
  ReadingStatsDocument,
  SummaryDocument,
} from '../src/rest/operations.generated.js';

/**
 * Issue 44: a member's lists are answered by the reading subgraph alone (the card fields are
 * `@shareable`, reading's projection answers them), so each member read is one subgraph fetch.
 * Read from the query plans the gateway's planner makes for the committed supergraph: the REST
 * facade's operations and the web client's, as each is sent.
 */
const supergraph = Supergraph.build(
  readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8'),
);
const planner = new QueryPlanner(supergraph);

/** The subgraph of every fetch in a plan, in plan order. */
function fetchesOf(document: DocumentNode): string[] {
  const operation = operationFromDocument(supergraph.schema, document);
  const plan = planner.buildQueryPlan(operation);
  const services: string[] = [];
  const walk = (node: PlanNode | undefined): void => {
    if (!node) return;
    switch (node.kind) {
      case 'Fetch':
        services.push(node.serviceName);
        break;
      case 'Sequence':
      case 'Parallel':
        node.nodes.forEach(walk);
        break;
      case 'Flatten':
        walk(node.node);
        break;
      default:
        throw new Error(`unexpected plan node ${node.kind}`);
    }
  };
  if (plan.node?.kind === 'Subscription') throw new Error('a member read is no subscription');
  walk(plan.node);
  return services;
}

/** The web client's generated documents (its codegen output), by name. */
function webDocument(name: string): DocumentNode {
  const source = readFileSync(
    new URL('../../frontend/src/gql/graphql.ts', import.meta.url),
    'utf8',
  );
  const line = source.split('\n').find((text) => text.startsWith(`export const ${name} = `));
  if (!line) throw new Error(`the web client has no ${name}`);
  const json = line.slice(`export const ${name} = `.length, line.lastIndexOf(' as unknown as '));
  return JSON.parse(json) as DocumentNode;
}

describe("a member's reads are one subgraph fetch", () => {
  it.each([
    ['GET /api/favorites', FavoritesDocument],
    ['GET /api/reading-progress', ReadingProgressListDocument],
    ['GET /api/user/stats', ReadingStatsDocument],
    ['GET /api/highlights', HighlightsDocument],
  ])('REST %s: one fetch, to reading', (_route, document) => {
    expect(fetchesOf(document as DocumentNode)).toEqual(['reading']);
  });

  it.each(['MyLibraryDocument', 'ReadingOverviewDocument', 'MyHighlightsDocument'])(
    'GraphQL %s (the web client): one fetch, to reading',
    (name) => {
      expect(fetchesOf(webDocument(name))).toEqual(['reading']);
    },
  );

  it("what an access rule guards is still the catalog's to answer", () => {
    // A list asking for a summary's content (preview or full, by the catalog's rule) costs the
    // catalog's fetch: reading never answers it.
    expect(fetchesOf(parse('{ favorites { summary { title content hasFullAccess } } }'))).toEqual([
      'reading',
      'catalog',
    ]);
    expect(fetchesOf(SummaryDocument as DocumentNode)).toContain('catalog');
  });
});
