import { SUBGRAPHS } from './subgraphs.js';

/**
 * `node print-subgraph.command.js <subgraph> <databaseUrl>`: prints one subgraph's SDL on stdout.
 * Composition runs each subgraph in its own process because NestJS keeps code-first GraphQL type
 * metadata in process-wide storage: booting two services in one process leaks one's types into
 * the other's schema (identity's User would appear in the catalog subgraph).
 */
const [name, databaseUrl] = process.argv.slice(2);
const subgraph = SUBGRAPHS.find((candidate) => candidate.name === name);
if (!subgraph || !databaseUrl) {
  process.stderr.write(`usage: print-subgraph.command.js <${SUBGRAPHS.map((s) => s.name).join('|')}> <databaseUrl>\n`);
  process.exit(2);
}
process.stdout.write(await subgraph.printSchema(databaseUrl));
process.exit(0);
