import { writeSubgraphSchema } from '@distill/platform';
import { CATALOG_FEATURES } from './subgraph.js';

// Part of `npm run build`: dist/schema.graphql, from which the gateway composes its supergraph.
await writeSubgraphSchema(CATALOG_FEATURES, new URL('./schema.graphql', import.meta.url));
