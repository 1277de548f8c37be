import { join } from 'node:path';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@distill/identity/config';
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
const startedAt = Date.now();
const stack = await startStack({ ...process.env, ...embedded?.env }, (name) =>
  process.stdout.write(`${name} ready (${((Date.now() - startedAt) / 1000).toFixed(1)} s)\n`),
).catch(async (error) => {
  await stopDatabases();
  throw error;
});
const admin = process.env.ADMIN_PASSWORD
  ? `${process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL} (password from ADMIN_PASSWORD)`
  : `${process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL} / ${DEFAULT_ADMIN_PASSWORD}`;
process.stdout.write(
  [
    '',
    `Distill is running at ${stack.url}`,
    `  admin sign-in  ${admin}`,
    embedded
      ? `  mode           embedded (PGlite databases, events over local sockets)`
      : `  mode           servers (DATABASE_URL / REDIS_URL)`,
    embedded
      ? `  data           ${embeddedDir} (delete it to start afresh)`
      : `  data           each service's database on the PostgreSQL server`,
    '  stop           Ctrl-C',
    '',
    '',
  ].join('\n'),
);
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
