import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { signViewerContext } from '@distill/platform';
import { addGeneratedMembers, removeGeneratedMembers } from '@distill/reading/testing';
import { startMemorySubgraph } from './memory-subgraph.mjs';

/**
 * The member reads of issue 23: progress, favourites and stats of many distinct members (so the
 * personal read cache answers a member at most as often as that member comes round again), each
 * with the personal read cache off (a second gateway, `PERSONAL_READ_CACHE_TTL_SECONDS=0`) and
 * on (the stack's gateway), each against the reference in the same run; and again with 100,000
 * generated members in the reading database (issue 44).
 */
export const MEMBER_COUNT = Number(process.env.BENCH_MEMBERS ?? 300);
/** How many favourites and progress entries each member has. */
const HISTORY_LENGTH = 12;
/**
 * The member reads' second rows: the same members read with this many more in the reading
 * database, with 10 favourites and progress entries (1,000,000 at 100,000) each, and 2
 * highlights (the bench reads none: they only make the table as large as the others).
 */
export const SCALE_MEMBERS = Number(process.env.BENCH_SCALE_MEMBERS ?? 100_000);
const SCALE_ENTRIES_PER_MEMBER = 10;
const SCALE_HIGHLIGHTS_PER_MEMBER = 2;
/** Sign-ups at once: each hashes a password (argon2id), which is the slow part. */
const SIGN_UP_CONCURRENCY = 4;

const MEMBER_READS = [
  ['GET /api/reading-progress', '/api/reading-progress'],
  ['GET /api/favorites', '/api/favorites'],
  ['GET /api/user/stats', '/api/user/stats'],
];

const json = { 'content-type': 'application/json' };

/**
 * A new member, signed in by its session cookie: the registration, the confirmation link of its
 * e-mail (the stack keeps it as a development preview), the confirmation.
 */
export async function signUp(gateway) {
  const registered = await fetch(`${gateway}/api/simple-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `bench-member-${randomBytes(6).toString('hex')}@distill.invalid`,
      password: randomBytes(18).toString('base64url'),
    }),
  });
  if (registered.status !== 202) throw new Error(`registration answered ${registered.status}`);
  const { previewUrl } = await registered.json();
  if (!previewUrl) throw new Error('registration offered no e-mail preview');
  const mail = await (await fetch(`${gateway}${new URL(previewUrl).pathname}`)).text();
  const token = /\/simple-auth\?confirm=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('the registration e-mail holds no confirmation link');
  const confirmed = await fetch(`${gateway}/api/simple-register/confirm`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 201) throw new Error(`confirmation answered ${confirmed.status}`);
  const cookie = confirmed.headers.getSetCookie()[0].split(';')[0];
  const { user } = await confirmed.json();
  return { cookie, id: user.id, email: user.email };
}

/**
 * A member with history: favourites and progress (half of it completed) on the newest free
 * summaries, recorded through the gateway as the web client records them.
 */
async function memberWithHistory(gateway) {
  const member = await signUp(gateway);
  const published = await (await fetch(`${gateway}/api/summaries/published`)).json();
  // A member without Premium reads, and so keeps, only the free summaries.
  const free = published.filter((summary) => !summary.isPremium).slice(0, HISTORY_LENGTH);
  for (const [index, summary] of free.entries()) {
    for (const [path, body] of [
      ['/api/favorites', { summaryId: summary.id }],
      [
        '/api/reading-progress',
        { summaryId: summary.id, progressPercentage: index % 2 === 0 ? 100 : 40 },
      ],
    ]) {
      const answer = await fetch(`${gateway}${path}`, {
        method: 'POST',
        headers: { ...json, cookie: member.cookie },
        body: JSON.stringify(body),
      });
      if (!answer.ok)
        throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
    }
  }
  return member;
}

/**
 * `count` members signed up through the gateway. The first records its history through the
 * gateway; the others get a copy of its rows in the reading database (recording 24 writes for
 * each of 300 members through the API would take minutes and measure nothing of the reads).
 */
export async function membersWithHistory(gateway, readingDatabaseUrl, count = MEMBER_COUNT) {
  const first = await memberWithHistory(gateway);
  const others = [];
  for (let index = 1; index < count; index += SIGN_UP_CONCURRENCY) {
    const batch = Math.min(SIGN_UP_CONCURRENCY, count - index);
    others.push(...(await Promise.all(Array.from({ length: batch }, () => signUp(gateway)))));
  }
  const reading = new pg.Client({ connectionString: readingDatabaseUrl });
  await reading.connect();
  try {
    const ids = others.map((member) => member.id);
    await reading.query(
      `INSERT INTO favorite (member_id, summary_id, created_at)
       SELECT member.id, favorite.summary_id, favorite.created_at
       FROM favorite, unnest($2::uuid[]) AS member(id) WHERE favorite.member_id = $1`,
      [first.id, ids],
    );
    await reading.query(
      `INSERT INTO reading_progress (member_id, summary_id, progress_percentage, is_completed,
         section_index, started_at, completed_at, last_read_at)
       SELECT member.id, p.summary_id, p.progress_percentage, p.is_completed, p.section_index,
              p.started_at, p.completed_at, p.last_read_at
       FROM reading_progress p, unnest($2::uuid[]) AS member(id) WHERE p.member_id = $1`,
      [first.id, ids],
    );
    await reading.query(
      `INSERT INTO reading_activity (member_id, bucket_start)
       SELECT member.id, a.bucket_start
       FROM reading_activity a, unnest($2::uuid[]) AS member(id) WHERE a.member_id = $1`,
      [first.id, ids],
    );
  } finally {
    await reading.end();
  }
  return [first, ...others];
}

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A further gateway on the stack's services with the personal read cache off. It listens to
 * events under a prefix of its own (`name`), so it takes none of the stack's gateway's events.
 * `subgraphs` puts other URLs in place of services' (the memory subgraph's row).
 *
 * It runs as the Dockerfile and Kubernetes run the gateway: NODE_ENV=production, and V8's own
 * young generation. The stack's processes cap theirs at 4 MB to keep the five of them under the
 * memory goal (infra/src/stack.ts); this gateway is stopped before memory is measured, and under
 * an uncached read's allocation (about 400 kB a request) the cap cost the gateway a fifth more
 * CPU per read (docs/performance/README.md). The stack's gateway itself cannot run as
 * production: the bench signs its members up through the e-mail previews only a development
 * gateway passes on.
 */
export async function startUncachedGateway(
  stackEnv,
  port,
  { name = 'uncached', subgraphs = {} } = {},
) {
  const env = {
    ...stackEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    PERSONAL_READ_CACHE_TTL_SECONDS: '0',
    EVENTS_PREFIX: `${stackEnv.EVENTS_PREFIX}-${name}`,
  };
  delete env.METRICS_PORT;
  for (const [service, entry] of Object.entries(SERVICE_MANIFEST)) {
    env[entry.gatewayUrlVariable] =
      subgraphs[service] ?? `http://127.0.0.1:${env[entry.portVariable]}/graphql`;
  }
  const child = spawn(process.execPath, [`${REPOSITORY_ROOT}gateway/dist/main.js`], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    const ready = await fetch(`${url}/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`${name} gateway exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${name} gateway not ready within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** How the reference is told the member (signing in is not part of it). */
const memberIdOf = (member) => ({ 'x-member-id': member.id });

/** autocannon requests that name the members in turn, one per request. */
function rotating(members, headersOf) {
  let next = 0;
  return [
    {
      setupRequest(request) {
        const member = members[next++ % members.length];
        return { ...request, headers: { ...request.headers, ...headersOf(member) } };
      },
    },
  ];
}

/**
 * Each member reads `url` once, a few at a time, before a row is measured. The cache-on rows
 * then measure the cache as members coming back meet it, not its cold start; every row measures
 * processes that already ran the read (compiled code, query plans, pools), not their first
 * requests. Without it, the first row after the cache-off gateway started (progress) paid that
 * gateway's and the reading service's warm-up alone (docs/performance/README.md).
 */
async function readOnceEach(members, url, headersOf) {
  const queue = [...members];
  const reader = async () => {
    for (let member = queue.shift(); member; member = queue.shift()) {
      const answer = await fetch(url, { headers: headersOf(member) });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`warming ${url} answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, reader));
}

/**
 * The floor under an uncached favourites read: the reading subgraph alone, asked directly for
 * the members' favourite entries only (no gateway, no catalog, no summaries), each request signed
 * as the gateway signs it. However lean the gateway and the catalog hop became, the federated
 * read cannot be faster than this one subgraph call.
 */
export async function readingSubgraphFloor({
  compare,
  readingSubgraph,
  reference,
  members,
  secret,
}) {
  const tokens = new Map();
  for (const member of members) {
    const viewer = {
      kind: 'member',
      id: member.id,
      email: member.email,
      role: 'user',
      subscriptionStatus: 'free',
      subscriptionType: 'free',
    };
    tokens.set(member.id, await signViewerContext(viewer, secret));
  }
  const viewerOf = (member) => ({ ...json, 'x-distill-viewer': tokens.get(member.id) });
  const body = JSON.stringify({ query: '{ favorites { summaryId createdAt } }' });
  const answer = await fetch(readingSubgraph, {
    method: 'POST',
    headers: viewerOf(members[0]),
    body,
  });
  const { data, errors } = await answer.json();
  if (!answer.ok || errors || !data?.favorites?.length) {
    throw new Error(`the reading subgraph answered ${answer.status}: ${JSON.stringify(errors)}`);
  }
  return compare(
    `GraphQL favorites entries: reading subgraph alone vs GET /api/favorites (${members.length} members)`,
    // No goal of its own: the floor of the cache-off row, against the reference's whole answer.
    null,
    {
      url: readingSubgraph,
      method: 'POST',
      body,
      requests: rotating(members, viewerOf),
    },
    {
      url: `${reference}/api/favorites`,
      requests: rotating(members, memberIdOf),
    },
  );
}

/** The gateway-alone rows: the two lists of entries with their summaries' cards. */
const GATEWAY_ALONE_READS = MEMBER_READS.filter(([, path]) => path !== '/api/user/stats');

/**
 * The gateway's part of an uncached member read, alone: a cache-off gateway whose reading
 * subgraph answers from memory (memory-subgraph.mjs), against the reference's whole answer.
 * `check(path, gateway)` first checks that gateway's answer against the reference's.
 */
export async function gatewayAloneComparisons({
  compare,
  check,
  stackEnv,
  port,
  readingSubgraph,
  reference,
  members,
}) {
  const memory = await startMemorySubgraph(readingSubgraph);
  const gateway = await startUncachedGateway(stackEnv, port, {
    name: 'memory-reading',
    subgraphs: { reading: memory.url },
  });
  try {
    const comparisons = [];
    const cookieOf = (member) => ({ cookie: member.cookie });
    for (const [label, path] of GATEWAY_ALONE_READS) {
      // Every member's answer is fetched from reading once here, and kept.
      await readOnceEach(members, `${gateway.url}${path}`, cookieOf);
      await readOnceEach(members, `${reference}${path}`, memberIdOf);
      await check(path, gateway.url);
      comparisons.push(
        await compare(
          `${label}, the gateway alone (reading answered from memory, ${members.length} members, cache off)`,
          // No goal of its own: what the cache-off row could reach if reading cost nothing.
          null,
          { url: `${gateway.url}${path}`, requests: rotating(members, cookieOf) },
          { url: `${reference}${path}`, requests: rotating(members, memberIdOf) },
        ),
      );
    }
    return comparisons;
  } finally {
    await gateway.stop();
    await memory.close();
  }
}

/**
 * The six member-read comparisons: each read with the cache off, then on, against the reference.
 * `compare(what, goal, distill, reference)` measures one pair (bench.mjs); `population` says
 * who is in the reading database (the rows' labels).
 */
export async function memberReadComparisons({
  compare,
  goals,
  cachedGateway,
  uncachedGateway,
  reference,
  members,
  population = `${members.length} members`,
}) {
  const comparisons = [];
  const cookieOf = (member) => ({ cookie: member.cookie });
  const viaCookie = rotating(members, cookieOf);
  const viaHeader = rotating(members, memberIdOf);
  for (const [label, path] of MEMBER_READS) {
    for (const [cache, gateway, goal] of [
      ['off', uncachedGateway, goals.uncached],
      ['on', cachedGateway, goals.cached],
    ]) {
      await readOnceEach(members, `${gateway}${path}`, cookieOf);
      await readOnceEach(members, `${reference}${path}`, memberIdOf);
      comparisons.push(
        await compare(
          `${label} (${population}, cache ${cache})`,
          goal,
          { url: `${gateway}${path}`, requests: viaCookie },
          { url: `${reference}${path}`, requests: viaHeader },
        ),
      );
    }
  }
  return comparisons;
}

/**
 * Runs `measure` with `SCALE_MEMBERS` generated members in the reading database beside the
 * bench's own (their favourites, progress, activity and highlights written by SQL, not through
 * the API: at 100,000 members that would take hours), and removes them afterwards so the next
 * run's first rows meet the database they always did.
 */
export async function withGeneratedMembers(readingDatabaseUrl, log, measure) {
  const reading = new pg.Client({ connectionString: readingDatabaseUrl });
  await reading.connect();
  try {
    const started = performance.now();
    await addGeneratedMembers(reading, {
      members: SCALE_MEMBERS,
      entriesPerMember: SCALE_ENTRIES_PER_MEMBER,
      highlightsPerMember: SCALE_HIGHLIGHTS_PER_MEMBER,
    });
    const {
      rows: [counts],
    } = await reading.query(
      `SELECT (SELECT count(*) FROM reading_progress)::int AS progress,
              (SELECT count(*) FROM favorite)::int AS favourites,
              (SELECT count(DISTINCT member_id) FROM favorite)::int AS members`,
    );
    log(
      `reading database grown in ${Math.round((performance.now() - started) / 1000)} s: ` +
        `${counts.members.toLocaleString('en')} members, ${counts.progress.toLocaleString('en')} progress rows, ` +
        `${counts.favourites.toLocaleString('en')} favourites`,
    );
    return await measure();
  } finally {
    await removeGeneratedMembers(reading);
    await reading.end();
  }
}
