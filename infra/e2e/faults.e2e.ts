import { execFileSync, spawnSync } from 'node:child_process';
import pg from 'pg';
import { type SmtpReceiver, startSmtpReceiver } from '@distill/identity/testing';
import { eventsConsumedBy, CatalogEvents, SERVICE_MANIFEST } from '@distill/contracts';
import {
  eventually,
  freePort,
  PostgresProcess,
  RedisProcess,
  scanForPersonalData,
} from '@distill/platform/testing';
import { REPOSITORY_ROOT } from '../test/manifest-checks.js';
import { type StartedProduct, startProduct } from '../test/start-process.js';
import {
  acknowledged,
  AccountDataRequests,
  type MemberWithData,
  type RequestKind,
} from './account-data-requests.js';
import {
  acceptable,
  pause,
  statusCounts,
  type Summary,
  textTable,
  wasRefused,
  wasReset,
  WriteLoad,
} from './write-load.js';

/**
 * Issue 18's fault run, in the suite: `npm start` in servers mode (production settings, no
 * Stripe settings) on a PostgreSQL and a Redis of its own, under a write load through the REST
 * facade, while Redis is killed, PostgreSQL is stopped (`pg_ctl stop -m immediate`) and the
 * reading service's process is killed, each in turn. Afterwards every acknowledged write is
 * there, every catalog event reached the reading service exactly once, and no answer was
 * anything but a 2xx or a 503 with Retry-After. Requests sent while the product starts get the
 * same: 2xx or 503, never a 500. Members ask for their data archive and for their account's
 * deletion during each fault (issue 45): every acknowledged archive becomes ready and complete,
 * every acknowledged deletion is erased from every service's database. The figures are printed
 * for the issue's closing note.
 */
const DOWN_MS = 6_000;
/** Visitors reading without pause while the product stops: busy kept-alive connections. */
const STOP_READERS = 32;
const MEMBERS = 5;
/** Per fault: members asking for their archive, and others for their deletion, at each moment. */
const DATA_REQUEST_MOMENTS = ['during the fault', 'as it ends'] as const;
const ADMIN_EMAIL = 'fault-admin@example.com';
const ADMIN_PASSWORD = 'fault test admin password';
const MEMBER_PASSWORD = 'fault test member password';

const print = (text: string) => process.stdout.write(`${text}\n`);

/** The first error code of a GraphQL answer, if it has errors (or 'unreadable'). */
function graphQLErrorCode(text: string): string | undefined {
  try {
    const { errors } = JSON.parse(text) as { errors?: Array<{ extensions?: { code?: string } }> };
    return errors ? (errors[0]?.extensions?.code ?? 'no code') : undefined;
  } catch {
    return 'unreadable';
  }
}

describe('faults under a write load (npm start, servers mode)', () => {
  let postgres: PostgresProcess;
  let redis: RedisProcess;
  let smtp: SmtpReceiver;
  let product: StartedProduct;
  let base: string;
  let origin: string;
  const startUpAnswers: Array<{
    path: string;
    status: number;
    code?: string;
    retryAfter: string | null;
    /** Whether the catalog's process was paused (not listening yet) when it was sent. */
    catalogHeld: boolean;
  }> = [];
  let heldCatalog = false;

  const database = (service: keyof typeof SERVICE_MANIFEST) => {
    const url = new URL(postgres.url);
    url.pathname = `/${SERVICE_MANIFEST[service].database}`;
    return url.toString();
  };

  async function query<Row extends object>(
    service: keyof typeof SERVICE_MANIFEST,
    sql: string,
    values: unknown[] = [],
  ): Promise<Row[]> {
    const client = new pg.Client({ connectionString: database(service) });
    await client.connect();
    try {
      return (await client.query<Row>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** Requests of a browser and of an API client while the product starts, until it is ready. */
  async function pollDuringStartUp(stopped: () => boolean) {
    const probes = [
      { path: '/api/categories', init: {} },
      { path: '/api/summaries/published', init: {} },
      {
        path: '/graphql',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query: '{ categories { id } }' }),
        },
      },
    ];
    while (!stopped()) {
      for (const { path, init } of probes) {
        const catalogHeld = heldCatalog;
        const response = await fetch(`${base}${path}`, init).catch(() => null);
        if (!response) continue; // the gateway's port does not accept connections yet
        const text = await response.text();
        startUpAnswers.push({
          path,
          status: response.status,
          code: path === '/graphql' ? graphQLErrorCode(text) : undefined,
          retryAfter: response.headers.get('retry-after'),
          catalogHeld,
        });
      }
      await pause(100);
    }
  }

  /**
   * On a busy machine the gateway may come up after every service, and start-up would pass
   * without a request meeting a service still starting. The catalog's process is paused
   * (SIGSTOP) as soon as it is spawned, and resumed once the gateway has answered each kind of
   * request a few times: those answers are given while the catalog is not listening yet.
   */
  async function holdCatalogUntilTheGatewayAnswers(started: () => boolean) {
    const catalogPid = await eventually(async () => {
      // The newest: another Distill of this checkout (a developer's own npm start) may run the same file.
      const found = spawnSync(
        'pgrep',
        ['-n', '-f', `${REPOSITORY_ROOT}${SERVICE_MANIFEST.catalog.entry}`],
        {
          encoding: 'utf8',
        },
      ).stdout.trim();
      return found ? Number(found.split('\n')[0]) : undefined;
    }, 60_000);
    process.kill(catalogPid, 'SIGSTOP');
    heldCatalog = true;
    try {
      await eventually(async () => {
        const paths = new Set(startUpAnswers.map((answer) => answer.path));
        return paths.size === 3 || started() ? true : undefined;
      }, 120_000);
      await pause(1_000);
    } finally {
      process.kill(catalogPid, 'SIGCONT');
      heldCatalog = false;
    }
  }

  beforeAll(async () => {
    [postgres, redis, smtp] = await Promise.all([
      PostgresProcess.start(),
      RedisProcess.start(),
      startSmtpReceiver(),
    ]);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    origin = `http://localhost:${port}`;
    let started = false;
    const polling = pollDuringStartUp(() => started);
    const holding = holdCatalogUntilTheGatewayAnswers(() => started);
    product = await startProduct(
      {
        PATH: process.env.PATH,
        // Production's settings: no development e-mail previews or emulator, secure cookies.
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        PUBLIC_URL: origin,
        // Production sends mail: registrations are confirmed by the link it carries.
        SMTP_URL: smtp.url,
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        INTERNAL_SECRET: 'fault-test-internal-secret-0123456789abcdef',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SHUTDOWN_TIMEOUT_MS: '10000',
        // Deletions are erased at the sweep after the request, every 2 s: the erasures run
        // through the faults (the sweep meeting PostgreSQL away, the relay Redis, the reading
        // service's inbox its kill) rather than after them.
        ACCOUNT_DELETION_GRACE_DAYS: '0',
        ACCOUNT_ERASURE_SWEEP_SECONDS: '2',
        // Every member registers from this one loopback address.
        REGISTRATIONS_PER_ADDRESS: '1000',
      },
      'Distill is running at',
    ).finally(() => (started = true));
    await Promise.all([polling, holding]);
  }, 180_000);

  afterAll(async () => {
    if (product && product.process.exitCode === null) {
      product.process.kill('SIGTERM');
      await product.exited;
    }
    await redis?.kill();
    await postgres?.remove();
    await smtp?.close();
  }, 60_000);

  it('answers every request during start-up 2xx or 503 with Retry-After, never 500', () => {
    const byPath = Object.fromEntries(
      ['/api/categories', '/api/summaries/published', '/graphql'].map((path) => [
        path,
        statusCounts(startUpAnswers.filter((answer) => answer.path === path)),
      ]),
    );
    print(
      `\nStart-up (npm start, servers mode, the catalog paused until the gateway answered): answers from the gateway's first accepted connection until ready\n${textTable(
        ['request', 'answers by status'],
        Object.entries(byPath).map(([path, counts]) => [path, counts || 'none']),
      )}\n`,
    );
    // The catalog was held back while the gateway answered: the start-up the issue observed.
    const whileHeld = startUpAnswers.filter((answer) => answer.catalogHeld);
    expect(whileHeld.filter((answer) => answer.path === '/api/categories')).toContainEqual(
      expect.objectContaining({ status: 503 }),
    );
    expect(startUpAnswers.filter((answer) => !acceptable(answer))).toEqual([]);
  });

  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });

  async function signIn(email: string, password: string): Promise<string> {
    const response = await post('/api/simple-login', { email, password });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  /** A new member: the registration, the link of its e-mail (by SMTP), the confirmation. */
  async function register(email: string): Promise<{ cookie: string; userId: string }> {
    expect((await post('/api/simple-register', { email, password: MEMBER_PASSWORD })).status).toBe(
      202,
    );
    const mail = await smtp.mailTo(email, 'Confirm your e-mail address');
    const token = /\/simple-auth\?confirm=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const response = await post('/api/simple-register/confirm', { token });
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: { id: string } };
    return { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, userId: user.id };
  }

  async function getJson<T>(path: string, cookie = ''): Promise<T> {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  /** A new member with a favourite and a highlight in the free summary: what the archive holds. */
  async function memberWithData(email: string, free: Summary): Promise<MemberWithData> {
    const { cookie, userId } = await register(email);
    expect((await post('/api/favorites', { summaryId: free.id }, cookie)).status).toBe(201);
    const [section] = await getJson<Array<{ id: string; content: string }>>(
      `/api/summaries/${free.id}/sections`,
      cookie,
    );
    const word = /\p{L}{4,}/u.exec(section!.content)!;
    const highlight = {
      summaryId: free.id,
      sectionId: section!.id,
      quote: word[0],
      start: word.index,
      end: word.index + word[0].length,
      color: 'green',
    };
    expect((await post('/api/highlights', highlight, cookie)).status).toBe(201);
    return {
      email,
      password: MEMBER_PASSWORD,
      cookie,
      userId,
      favouriteId: free.id,
      quote: word[0],
    };
  }

  /** Rows of every service's database holding any of the needles, by service. */
  async function personalData(needles: string[]): Promise<Record<string, unknown[]>> {
    const found: Record<string, unknown[]> = {};
    for (const service of Object.keys(SERVICE_MANIFEST) as Array<keyof typeof SERVICE_MANIFEST>) {
      const hits = await scanForPersonalData(
        { query: (sql: string, values?: unknown[]) => query(service, sql, values) },
        needles,
      );
      if (hits.length > 0) found[service] = hits;
    }
    return found;
  }

  it('answers a subscription without Stripe settings 503 "Payments are not configured on this server"', async () => {
    const { cookie } = await register(`fault-subscriber@example.com`);
    const response = await fetch(`${base}/api/create-subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).not.toBeNull();
    expect(await response.text()).toBe('Payments are not configured on this server');
  });

  it('keeps every acknowledged write and event through Redis, PostgreSQL and a service going away', async () => {
    const admin = { cookie: await signIn(ADMIN_EMAIL, ADMIN_PASSWORD) };
    const members = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      members.push({
        cookie: (await register(`fault-member-${index}@example.com`)).cookie,
      });
    }
    const summaries = await getJson<Summary[]>('/api/admin/summaries', admin.cookie);
    const free = summaries.filter((summary) => !summary.isPremium);
    const edited = free[0]!;
    const load = new WriteLoad(
      base,
      origin,
      members,
      admin,
      { all: summaries.map((summary) => summary.id), free: free.map((summary) => summary.id) },
      edited,
    );

    const faults: Array<{ name: string; down: () => Promise<void>; up?: () => Promise<void> }> = [
      {
        name: `Redis killed (SIGKILL), back empty after ${DOWN_MS / 1000} s`,
        down: () => redis.kill(),
        up: () => redis.restart(),
      },
      {
        name: `PostgreSQL stopped (-m immediate), back after ${DOWN_MS / 1000} s`,
        down: () => postgres.crash(),
        up: () => postgres.restart(),
      },
      {
        name: 'reading service killed (SIGKILL), restarted by npm start',
        down: async () => {
          const pid = execFileSync(
            'pgrep',
            ['-P', String(product.process.pid), '-f', SERVICE_MANIFEST.reading.entry],
            { encoding: 'utf8' },
          ).trim();
          process.kill(Number(pid), 'SIGKILL');
        },
      },
    ];
    // Per fault and moment, one member asking for their archive and one for their deletion.
    const askers = new Map<string, Record<RequestKind, MemberWithData>>();
    for (const [index, fault] of faults.entries()) {
      for (const [at, moment] of DATA_REQUEST_MOMENTS.entries()) {
        askers.set(`${fault.name}/${moment}`, {
          archive: await memberWithData(`fault-archive-${index}-${at}@example.com`, free[1]!),
          deletion: await memberWithData(`fault-leaving-${index}-${at}@example.com`, free[1]!),
        });
      }
    }
    // The scan finds a member's data while it is there.
    const { deletion: first } = askers.values().next().value!;
    expect(Object.keys(await personalData([first.userId, first.email]))).toEqual(
      expect.arrayContaining(['identity', 'reading']),
    );
    const dataRequests = new AccountDataRequests(base, origin);
    const asking: Promise<void>[] = [];
    const ask = (fault: string, moment: (typeof DATA_REQUEST_MOMENTS)[number]) => {
      const { archive, deletion } = askers.get(`${fault}/${moment}`)!;
      asking.push(
        dataRequests.request('archive', archive, fault),
        dataRequests.request('deletion', deletion, fault),
      );
    };

    const figures: string[][] = [];
    load.start();
    try {
      await load.recoveredAfter(Date.now());
      for (const fault of faults) {
        const startedAt = Date.now();
        await fault.down();
        ask(fault.name, 'during the fault');
        if (fault.up) {
          await pause(DOWN_MS);
          await fault.up();
        }
        ask(fault.name, 'as it ends');
        const endedAt = Date.now();
        const recoveredAt = await load.recoveredAfter(endedAt);
        const during = load.answers.filter(
          (answer) => answer.sentAt >= startedAt && answer.sentAt < recoveredAt,
        );
        figures.push([
          fault.name,
          statusCounts(during),
          `${((recoveredAt - endedAt) / 1000).toFixed(1)} s`,
          String(load.acknowledgedWrites(startedAt, recoveredAt)),
        ]);
        await pause(2_000); // a healthy stretch before the next fault
      }
    } finally {
      await Promise.all(asking);
      await load.stop();
    }
    print(
      [
        '',
        `Fault run: ${MEMBERS} members writing favourites and progress and reading favourites, an admin editing a title`,
        textTable(
          [
            'fault',
            'answers by status, fault to recovery',
            'time to recover',
            'writes acknowledged',
          ],
          [
            ...figures,
            [
              'whole run',
              statusCounts(load.answers),
              '',
              String(load.acknowledgedWrites(0, Infinity)),
            ],
          ],
        ),
        `time to recover: from the fault's end (the dependency back, or the kill) until every kind of request was answered 2xx`,
      ].join('\n'),
    );
    const refused = load.answers.filter((answer) => !acceptable(answer));
    expect(refused.map((answer) => `${answer.kind} ${answer.status}: ${answer.text}`)).toEqual([]);
    expect(dataRequests.refused()).toEqual([]);

    // Every outbox relayed, and every catalog event meant for reading applied there once.
    for (const service of Object.keys(SERVICE_MANIFEST) as Array<keyof typeof SERVICE_MANIFEST>) {
      await eventually(async () => {
        const [{ unsent }] = await query<{ unsent: number }>(
          service,
          'SELECT count(*)::int AS unsent FROM outbox_event WHERE sent_at IS NULL',
        );
        return unsent === 0 ? true : undefined;
      }, 60_000);
    }
    // Reading's inbox also holds identity's erasure events, of the members who left.
    const catalogEventsForReading = eventsConsumedBy('reading').filter((type) =>
      (Object.values(CatalogEvents) as string[]).includes(type),
    );
    const routed = await query<{ id: string }>(
      'catalog',
      'SELECT id FROM outbox_event WHERE type = ANY($1) ORDER BY id',
      [catalogEventsForReading],
    );
    const applied = await eventually(async () => {
      const rows = await query<{ id: string }>(
        'reading',
        'SELECT id FROM inbox_event WHERE type = ANY($1) ORDER BY id',
        [catalogEventsForReading],
      );
      return rows.length >= routed.length ? rows : undefined;
    }, 60_000);
    expect(applied).toEqual(routed);

    // Each applied title edit made one event; reading's projection and visitors see the last.
    const { titles } = load.writes;
    const [{ edits }] = await query<{ edits: number }>(
      'catalog',
      `SELECT count(*)::int AS edits FROM outbox_event
       WHERE type = $1 AND envelope->'payload'->'summary'->>'id' = $2`,
      [CatalogEvents.SummaryUpdated, edited.id],
    );
    expect(edits).toBeGreaterThanOrEqual(titles.acknowledged.length);
    expect(edits).toBeLessThanOrEqual(titles.sent.length);
    const stored = (await getJson<Summary[]>('/api/admin/summaries', admin.cookie)).find(
      (summary) => summary.id === edited.id,
    )!.title;
    // The last acknowledged edit, or one sent after it whose answer was lost to a fault.
    expect(titles.sent.slice(titles.sent.lastIndexOf(titles.acknowledged.at(-1)!))).toContain(
      stored,
    );
    const [projected] = await query<{ title: string }>(
      'reading',
      'SELECT title FROM summary_projection WHERE id = $1',
      [edited.id],
    );
    expect(projected!.title).toBe(stored);
    // Visitors' cached reads were dropped on the edits, Redis's restart notwithstanding.
    await eventually(async () => {
      const { title } = await getJson<Summary>(`/api/summaries/${edited.id}`);
      return title === stored ? true : undefined;
    }, 15_000);

    // Every acknowledged favourite and progress value is there when read back.
    for (const [index, member] of members.entries()) {
      const favourites = await getJson<Array<{ summaryId: string }>>(
        '/api/favorites',
        member.cookie,
      );
      const saved = new Set(favourites.map((favourite) => favourite.summaryId));
      const acknowledged = [...load.writes.favourites.get(index)!];
      expect(acknowledged.filter((id) => !saved.has(id))).toEqual([]);

      const progress = await getJson<Array<{ summaryId: string; progressPercentage: number }>>(
        '/api/reading-progress',
        member.cookie,
      );
      for (const [key, record] of load.writes.progress) {
        const [owner, summaryId] = key.split('/');
        if (Number(owner) !== index || record.acknowledged.length === 0) continue;
        const value = progress.find((entry) => entry.summaryId === summaryId)?.progressPercentage;
        // Progress only moves forward: at least the last acknowledged value, and one sent.
        expect(value).toBeGreaterThanOrEqual(Math.max(...record.acknowledged));
        expect(record.sent).toContain(value);
      }
    }

    // Every acknowledged archive becomes ready, and holds the member's favourite and highlight.
    const archives = dataRequests.figures('archive');
    const readyArchives = new Map<string, number>();
    for (const [fault, { acknowledged: requests }] of archives) {
      for (const { member } of requests) {
        const parts = await eventually(() => dataRequests.readyArchive(member), 180_000);
        expect(parts.identity!.tables.user_account).toEqual([
          expect.objectContaining({ id: member.userId, email: member.email }),
        ]);
        expect(parts.reading!.tables.favorite).toEqual([
          expect.objectContaining({ summary_id: member.favouriteId }),
        ]);
        expect(parts.reading!.tables.highlight).toEqual([
          expect.objectContaining({ quote: member.quote }),
        ]);
        readyArchives.set(fault, (readyArchives.get(fault) ?? 0) + 1);
      }
    }

    // Every acknowledged deletion is erased; no account of those who asked is half-erased:
    // either still whole (the request refused) or gone from every service's database.
    const deletions = dataRequests.figures('deletion');
    const leaving = dataRequests.sent.filter((request) => request.kind === 'deletion');
    await eventually(async () => {
      const [{ left }] = await query<{ left: number }>(
        'identity',
        'SELECT count(*)::int AS left FROM user_account WHERE id = ANY($1)',
        [leaving.filter(acknowledged).map((request) => request.member.userId)],
      );
      return left === 0 ? true : undefined;
    }, 120_000);
    const kept = new Set(
      (
        await query<{ id: string }>('identity', 'SELECT id FROM user_account WHERE id = ANY($1)', [
          leaving.map((request) => request.member.userId),
        ])
      ).map((row) => row.id),
    );
    const erased = leaving.filter((request) => !kept.has(request.member.userId));
    const needles = erased.flatMap(({ member }) => [member.userId, member.email]);
    // The services erase from their inboxes as they catch up: what is left is named at the end.
    const scanUntil = Date.now() + 120_000;
    let leftBehind = await personalData(needles);
    while (Object.keys(leftBehind).length > 0 && Date.now() < scanUntil) {
      await pause(1_000);
      leftBehind = await personalData(needles);
    }
    expect(leftBehind).toEqual({});

    print(
      [
        '',
        `Your data under the faults (issue 45): per fault, one member asking for their archive and one for their deletion during it and one each as it ends`,
        textTable(
          [
            'fault',
            'archive requests: answers',
            'ready and complete',
            'deletion requests: answers',
            'erased everywhere / acknowledged',
          ],
          faults.map(({ name }) => [
            name,
            archives.get(name)!.answers,
            `${readyArchives.get(name) ?? 0} of ${archives.get(name)!.acknowledged.length} acknowledged`,
            deletions.get(name)!.answers,
            `${erased.filter((request) => request.fault === name).length} / ${deletions.get(name)!.acknowledged.length}`,
          ]),
        ),
        `erased everywhere: no row of any service's database holds their id or e-mail (a request answered 503 may still have been carried out)`,
        `verified: all ${load.acknowledgedWrites(0, Infinity)} acknowledged writes found (favourites, progress, titles)`,
        `events: ${routed.length} catalog events for reading, each applied once; ${edits} title edit events for ${titles.acknowledged.length} acknowledged edits (${titles.sent.length} sent)`,
        '',
      ].join('\n'),
    );
  }, 360_000);

  it('stops gracefully under the write load (SIGTERM): no request reset, new connections refused', async () => {
    const admin = { cookie: await signIn(ADMIN_EMAIL, ADMIN_PASSWORD) };
    const members = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      members.push({
        cookie: (await register(`fault-stop-member-${index}@example.com`)).cookie,
      });
    }
    const summaries = await getJson<Summary[]>('/api/admin/summaries', admin.cookie);
    const free = summaries.filter((summary) => !summary.isPremium);
    const load = new WriteLoad(
      base,
      origin,
      members,
      admin,
      { all: summaries.map((summary) => summary.id), free: free.map((summary) => summary.id) },
      free[0]!,
    );
    load.start();
    let signalledAt = Infinity;
    let exitCode: number | null;
    try {
      // Every loop answered once: the load's kept-alive connections are all open and in use.
      await load.startReaders(STOP_READERS);
      await load.recoveredAfter(Date.now());
      signalledAt = Date.now();
      product.process.kill('SIGTERM');
      exitCode = await product.exited;
    } finally {
      await load.stop();
    }
    const afterSignal = load.answers.filter((answer) => answer.sentAt >= signalledAt);
    print(
      `\nGraceful stop under the write load (SIGTERM to npm start): answers to requests sent from the signal on: ${statusCounts(afterSignal) || 'none'}; resets over the whole run: ${load.answers.filter(wasReset).length}\n`,
    );
    expect(exitCode).toBe(0);
    expect(load.answers.filter(wasReset).map((answer) => `${answer.kind}: ${answer.text}`)).toEqual(
      [],
    );
    // Anything sent after the signal was answered as ever, or its connection refused.
    expect(
      afterSignal
        .filter((answer) => !acceptable(answer) && !wasRefused(answer))
        .map((answer) => `${answer.kind} ${answer.status}: ${answer.text}`),
    ).toEqual([]);
  }, 120_000);
});
