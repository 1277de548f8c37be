import { writeSubgraphSchema } from '@distill/platform';
import { IDENTITY_FEATURES } from './subgraph.js';

// Part of `npm run build`: dist/schema.graphql, from which the gateway composes its supergraph.
await writeSubgraphSchema(IDENTITY_FEATURES, new URL('./schema.graphql', import.meta.url));
