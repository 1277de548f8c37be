import { writeSubgraphSchema } from '@distill/platform';
import { READING_FEATURES } from './subgraph.js';

// Part of `npm run build`: dist/schema.graphql, from which the gateway composes its supergraph.
await writeSubgraphSchema(READING_FEATURES, new URL('./schema.graphql', import.meta.url));
