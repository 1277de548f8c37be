import fc from 'fast-check';
import pg from 'pg';
import { eventsConsumedBy } from '@distill/contracts';
import { eventually, type GatewayStack, PUBLIC_URL, startGatewayStack } from './gateway-stack.js';
import { type RestRoute, restRoutesOf } from './rest-routes.js';

/**
 * Property 18: no malformed request - wrong types, control characters, huge values, malformed
 * JSON, hostile ids and headers - makes any REST route answer 5xx, show a stack trace or an
 * internal path, or change stored data. 10,000 generated requests per run.
 */
const RUNS = 10_000;
const CONCURRENCY = 8;

const HOSTILE_TEXT = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE user_account; --',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u202e',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '{"$ne":null}',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
  '00000000-0000-4000-8000-000000000000',
  'dsk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'x'.repeat(5_000),
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.nat({ max: 200_000 }).map((n) => 'y'.repeat(n)) },
);

/** Any JSON value, nested, with hostile strings and numbers at the leaves. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.double(),
    fc.integer(),
    fc.constantFrom(null, true, false, 2 ** 53 + 1, -0, 1e308),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          'email',
          'password',
          'token',
          'newPassword',
          'name',
          'scopes',
          'rateLimitPerMinute',
          'summaryId',
          '__proto__',
        ),
        fc.string({ maxLength: 10 }),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

const MALFORMED_JSON = [
  '{"email":',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  'undefined',
  '\u0000',
  '{"a":"\\u0000"}',
];

const body = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...MALFORMED_JSON),
  hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
  fc.nat({ max: 300_000 }).map((n) => `{"email":"${'z'.repeat(n)}"}`),
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=klingon',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
);

/** Header values fetch can send: printable ASCII. */
const headerText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT.filter((text) => /^[\x20-\x7e]*$/.test(text))),
  fc.stringMatching(/^[\x21-\x7e]{0,300}$/),
);

const headers = fc.record(
  {
    cookie: headerText.map((value) => `distill_session=${value}`),
    authorization: headerText.map((value) => `Bearer ${value}`),
    'x-api-key': headerText,
    'x-correlation-id': headerText,
    origin: fc.constantFrom(PUBLIC_URL, 'https://evil.example', 'null'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
  },
  { requiredKeys: [] },
);

const segment = fc.oneof(
  hostileText.map((text) => encodeURIComponent(text)),
  fc.constantFrom('%', '%zz', '..', '%2e%2e', '%00', '%E0%A4%A'),
);

const query = fc.array(
  fc.tuple(
    fc.constantFrom('limit', 'categoryId', 'id', 'token', '__proto__', 'x'),
    fc.oneof(hostileText, fc.constantFrom('99999999999', '-5', '1.5', '0x10')),
  ),
  { maxLength: 4 },
);

interface FuzzRequest {
  method: string;
  path: string;
  body: string | undefined;
  headers: Record<string, string>;
}

function requestsFor(routes: RestRoute[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      wrongMethod: fc.constantFrom(
        undefined,
        undefined,
        undefined,
        'PUT',
        'PATCH',
        'DELETE',
        'POST',
      ),
      params: fc.array(segment, { minLength: 3, maxLength: 3 }),
      query,
      body,
      contentType,
      headers,
    })
    .map(
      ({
        route,
        wrongMethod,
        params,
        query: pairs,
        body: text,
        contentType: type,
        headers: extra,
      }) => {
        let index = 0;
        const path = route.path.replace(/:[A-Za-z]+/g, () => params[index++]!);
        const search = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
        const method = wrongMethod ?? route.method;
        const sendsBody = method !== 'GET' && method !== 'HEAD' && text !== undefined;
        const requestHeaders: Record<string, string> = { ...extra };
        if (sendsBody && type) requestHeaders['content-type'] = type;
        if (!sendsBody) delete requestHeaders['content-encoding'];
        return {
          method,
          path: search ? `${path}?${search}` : path,
          body: sendsBody ? text : undefined,
          headers: requestHeaders,
        };
      },
    );
}

const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)/;
const INTERNAL_PATH = /\/(work|home|usr|app|srv)\/|node_modules|[\w-]+\.(ts|js|mjs):\d+/;

/** Start-up's own events (seed, bootstrap admin) are relayed before the first fingerprint. */
async function outboxRelayed(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await eventually(async () => {
      const { rows } = await client.query<{ unsent: string }>(
        'SELECT count(*) AS unsent FROM outbox_event WHERE sent_at IS NULL',
      );
      return rows[0]!.unsent === '0' ? true : undefined;
    }, 30_000);
  } finally {
    await client.end();
  }
}

/** Waits until reading has applied every catalog event routed to it (its projection is settled). */
async function readingCaughtUp(catalogDatabaseUrl: string, readingDatabaseUrl: string) {
  const catalog = new pg.Client({ connectionString: catalogDatabaseUrl });
  const reading = new pg.Client({ connectionString: readingDatabaseUrl });
  await Promise.all([catalog.connect(), reading.connect()]);
  try {
    const { rows } = await catalog.query<{ routed: string }>(
      'SELECT count(*) AS routed FROM outbox_event WHERE type = ANY($1)',
      [eventsConsumedBy('reading')],
    );
    await eventually(async () => {
      const applied = await reading.query<{ n: string }>('SELECT count(*) AS n FROM inbox_event');
      return applied.rows[0]!.n === rows[0]!.routed ? true : undefined;
    }, 30_000);
  } finally {
    await Promise.all([catalog.end(), reading.end()]);
  }
}

/** A digest of every row of every table: equal before and after means nothing changed. */
async function fingerprint(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const digests: Record<string, string> = {};
    for (const { table_name: table } of tables) {
      const { rows } = await client.query<{ digest: string | null; count: string }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest,
                count(*) AS count FROM "${table}" t`,
      );
      digests[table] = `${rows[0]!.count}:${rows[0]!.digest}`;
    }
    return digests;
  } finally {
    await client.end();
  }
}

describe('REST fuzz (property 18)', () => {
  let stack: GatewayStack;

  beforeAll(async () => {
    stack = await startGatewayStack({ withCatalog: true, withBilling: true });
  });
  afterAll(() => stack.close());

  it(`answers ${RUNS} malformed requests on every REST route with < 500, no internals, no change`, async () => {
    const routes = restRoutesOf(stack.gateway.app);
    expect(routes.length).toBeGreaterThan(15);
    const databases = [
      stack.identityDatabaseUrl,
      stack.catalogDatabaseUrl!,
      stack.readingDatabaseUrl!,
      stack.billingDatabaseUrl!,
    ];
    await Promise.all(databases.map(outboxRelayed));
    await readingCaughtUp(stack.catalogDatabaseUrl!, stack.readingDatabaseUrl!);
    const before = await Promise.all(databases.map(fingerprint));

    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const requests = fc.sample(requestsFor(routes), { numRuns: RUNS, seed });
    const failures: string[] = [];
    const covered = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length && failures.length < 5) {
        const request = requests[next++]!;
        const response = await fetch(`${stack.url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
        });
        const text = await response.text();
        covered.add(`${request.method} ${request.path.split('?')[0]!.split('/')[2]}`);
        if (response.status >= 500 || STACK_TRACE.test(text) || INTERNAL_PATH.test(text)) {
          failures.push(
            `${response.status} for ${JSON.stringify({ ...request, body: request.body?.slice(0, 300) })}: ${text.slice(0, 300)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    expect({ seed, failures }).toEqual({ seed, failures: [] });
    expect(next).toBe(RUNS);
    expect(await Promise.all(databases.map(fingerprint))).toEqual(before);
  }, 240_000);
});
