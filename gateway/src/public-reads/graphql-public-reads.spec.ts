import { readFileSync } from 'node:fs';
import { publicOperations } from './graphql-public-reads.js';

const isPublic = publicOperations(
  readFileSync(new URL('../../supergraph.graphql', import.meta.url), 'utf8'),
);

describe('publicOperations', () => {
  it.each([
    ['the featured list', '{ featuredSummaries(limit: 3) { id title category { name } } }', null],
    [
      'a summary with its sections',
      'query S($id: ID!) { summary(id: $id) { title sections { title content } } }',
      null,
    ],
    [
      'fields through a fragment',
      'query F { categories { ...C } } fragment C on Category { id name }',
      null,
    ],
    [
      'the named operation of several',
      'query A { categories { id } } query B { viewer { id } }',
      'A',
    ],
  ])('caches %s (only the catalog answers it)', (_label, query, operationName) => {
    expect(isPublic(query, operationName)).toBe(true);
  });

  it.each([
    ['a favourite flag', '{ featuredSummaries(limit: 3) { id isFavorite } }', null],
    [
      'reading progress inside a fragment',
      'query { summary(id: "1") { ...P } } fragment P on Summary { readingProgress { progressPercentage } }',
      null,
    ],
    ['the viewer', '{ viewer { email } categories { id } }', null],
    ['a mutation', 'mutation { toggleSummaryPublished(id: "1") { id } }', null],
    ['introspection', '{ __schema { queryType { name } } }', null],
    ['an ambiguous document', 'query A { categories { id } } query B { categories { id } }', null],
    ['a field the graph does not have', '{ nothing }', null],
    ['text that is not GraphQL', '{ categories {', null],
  ])('never caches %s', (_label, query, operationName) => {
    expect(isPublic(query, operationName)).toBe(false);
  });
});
