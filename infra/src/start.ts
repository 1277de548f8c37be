import { join } from 'node:path';
import { isEmbedded, startEmbeddedDatabases } from './embedded.js';
import { REPOSITORY_ROOT, startStack } from './stack.js';

/**
 * `npm start`: the whole product at http://localhost:3000 (or $PORT) until interrupted. SIGTERM
 * or SIGINT is forwarded to every process, which drains within its own bound; this process exits
 * once all of them have.
 */
const embeddedDir = join(REPOSITORY_ROOT, '.distill');
const embedded = isEmbedded(process.env) ? await startEmbeddedDatabases(embeddedDir) : undefined;
if (embedded) {
  process.stdout.write(
    `Embedded mode: no DATABASE_URL or REDIS_URL, so PGlite databases and local events, data in ${embeddedDir}\n`,
  );
}
const stopDatabases = async () => embedded?.stop();
const stack = await startStack({ ...process.env, ...embedded?.env }).catch(async (error) => {
  await stopDatabases();
  throw error;
});
process.stdout.write(`\nDistill is running at ${stack.url}\n\n`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    void stack
      .stop()
      .then(stopDatabases)
      .then(() => process.exit(0));
  });
}
const { name, code } = await stack.exited;
if (!stopping) {
  process.stderr.write(`${name} exited with code ${code}; stopping Distill\n`);
  await stack.stop();
  await stopDatabases();
  process.exit(1);
}
