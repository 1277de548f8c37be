// The stack host: one process for the gateway suites' run (started by global-setup.js) that
// keeps one shared service stack per jest worker, started on the first suite's request and
// reused by every later suite of that worker, each of which runs a fresh gateway of its own in
// front of it. Starting identity, a seeded catalog and reading once per worker instead of once
// per suite is most of what a gateway suite used to take.
//
//   POST /stacks/:key                 -> the stack's gateway settings and database URLs
//   POST /stacks/:key/control/:name   -> JSON [args] -> JSON result (service-stack.js `control`)
//
// It listens on loopback only, prints `stack host listening on <url>` once ready, and on SIGTERM
// closes every stack (their databases dropped) before it exits.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** One prefix per host, so several runs can share a Redis without taking each other's events. */
const RUN_ID = randomBytes(3).toString('hex');
/** The settings every shared stack runs with: every suite registers from this one address. */
const SHARED_IDENTITY_ENV = {
  REGISTRATIONS_PER_ADDRESS: '100000',
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: '100000',
  PASSWORD_RESETS_PER_ADDRESS: '100000',
};

/** key -> the stack's start (a promise, so concurrent first requests share one start). */
const stacks = new Map();

function stackFor(key) {
  if (!stacks.has(key)) {
    // Loaded on the first request: a run whose suites all start services of their own never
    // pays for loading them here.
    const starting = import('./service-stack.js').then(({ startServiceStack }) =>
      startServiceStack({
        eventsPrefix: `test-gw-shared-${RUN_ID}-${key}`,
        withCatalog: true,
        seedCatalog: true,
        identityEnv: SHARED_IDENTITY_ENV,
        // Once per worker, while that worker's first suite waits: a loaded machine may be slow.
        readyTimeoutMs: 300_000,
      }),
    );
    // A failed start is not kept: the next suite tries again.
    starting.catch(() => stacks.delete(key));
    stacks.set(key, starting);
  }
  return stacks.get(key);
}

async function readJson(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body ? JSON.parse(body) : [];
}

const server = createServer((request, response) => {
  const answer = (status, value) => {
    // One request per connection: a kept-alive socket that the server times out while the
    // client reuses it fails that request with "other side closed" (seen under CI load, when a
    // stack start keeps this process busy past the 5 s keep-alive).
    response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    response.end(JSON.stringify(value ?? null));
  };
  const match = /^\/stacks\/([\w-]+)(?:\/control\/(\w+))?$/.exec(request.url ?? '');
  if (request.method !== 'POST' || !match) return answer(404, { error: 'not found' });
  const [, key, operation] = match;
  (async () => {
    const stack = await stackFor(key);
    if (!operation) return { gatewayEnv: stack.gatewayEnv, databaseUrls: stack.databaseUrls };
    const run = stack.control[operation];
    if (!run) throw new Error(`no control operation ${operation}`);
    return run(...(await readJson(request)));
  })().then(
    (value) => answer(200, value),
    (error) => answer(500, { error: error instanceof Error ? error.stack : String(error) }),
  );
});

// A first request waits for its stack to start, which may take minutes on a loaded machine.
server.requestTimeout = 0;

let closing;
async function closeAll() {
  closing ??= (async () => {
    server.close();
    const started = await Promise.allSettled(stacks.values());
    for (const result of started) {
      if (result.status === 'fulfilled') await result.value.close();
    }
  })();
  return closing;
}

process.once('SIGTERM', () => {
  closeAll().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
      process.exit(1);
    },
  );
});
// The run's jest process is gone (killed, not torn down): nothing is left behind either.
process.once('disconnect', () => process.emit('SIGTERM'));

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`stack host listening on http://127.0.0.1:${server.address().port}\n`);
});
