// The embedded databases' own worker thread (see startEmbeddedDatabases): every PGlite instance
// and its socket server, in a V8 heap with a small young generation of its own.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { SERVICE_NAMES } from '@distill/contracts';
import {
  initializeEmbeddedDataDirectories,
  serveEmbeddedDatabase,
  type EmbeddedDatabase,
} from '@distill/platform/embedded';

/** What the thread tells its starter once every database is served. */
export interface DatabasesServed {
  urls: Record<string, string>;
}

const { directory } = workerData as { directory: string };
// A first start initialises one database and copies it for every service.
await initializeEmbeddedDataDirectories(SERVICE_NAMES.map((name) => join(directory, name)));
const running: EmbeddedDatabase[] = [];
const urls: Record<string, string> = {};
for (const name of SERVICE_NAMES) {
  const database = await serveEmbeddedDatabase(join(directory, name));
  running.push(database);
  urls[name] = database.url;
}
// Any message asks the thread to stop: each database closes, and the thread ends.
parentPort!.once('message', async () => {
  for (const database of running) await database.stop();
  process.exit(0);
});
const served: DatabasesServed = { urls };
parentPort!.postMessage(served);
