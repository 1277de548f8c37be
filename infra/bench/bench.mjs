/**
 * `npm run bench`: starts its own Distill stack (own ports, databases and event prefix, so it
 * disturbs nothing else on the machine), a plain Fastify + pg reference server on the same
 * catalog database, and drives both with autocannon in the same run. Ratios, not absolute
 * numbers, are what carry over between machines. Writes docs/performance/latest.json,
 * latest.svg and the figures table in docs/performance/README.md (git keeps the earlier runs).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { signViewerContext } from '@distill/platform';
import { startStack } from '../dist/stack.js';
import { renderChart } from './chart.mjs';
import { LIBRARY_SIZE, measureLibrary } from './library.mjs';
import { runLighthouse } from './lighthouse.mjs';
import {
  gatewayAloneComparisons,
  MEMBER_COUNT,
  memberReadComparisons,
  membersWithHistory,
  readingSubgraphFloor,
  SCALE_MEMBERS,
  signUp,
  startUncachedGateway,
  withGeneratedMembers,
} from './member-reads.mjs';
import { startReferenceServer } from './reference-server.mjs';

const ROOT = new URL('../../', import.meta.url);
const OUT = new URL('docs/performance/', ROOT);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const DATABASE_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3900);
/** The stack's services listen on the ports after the gateway's, in the manifest's order. */
const servicePort = (name) => BASE_PORT + Object.keys(SERVICE_MANIFEST).indexOf(name) + 1;
/** The cache-off gateways' ports, after the stack's gateway and services. */
const UNCACHED_GATEWAY_OFFSET = 10;
const GATEWAY_ALONE_OFFSET = 11;

const log = (message) => process.stdout.write(`[bench] ${message}\n`);

/**
 * Further measurements, run after the request comparisons against the same running stack. Each
 * is `{ key, title, run }`: `run({ gateway, log })` resolves to a record, kept in the JSON under
 * `sections[key]`; a record's `summary` (one line of Markdown) is printed and shown in docs/performance/README.md
 * under `title` and on the chart. `ownStack` marks a section that starts a stack of its own (no
 * `gateway`). New sections are added to this list.
 */
const SECTIONS = [
  {
    key: 'library',
    title: `Library and search at ${LIBRARY_SIZE.toLocaleString('en')} titles (browser)`,
    ownStack: true,
    async run() {
      const record = await measureLibrary();
      const { goals, met } = record;
      const mark = (ok) => (ok ? 'met' : 'missed');
      const text = record.searchServerMs.textSearchMs;
      return {
        ...record,
        summary:
          `first 'Showing N books' ${record.firstShowingMs.median} ms (goal ≤ ${goals.firstShowingMs}: ${mark(met.firstShowing)}), ` +
          `title and author search p95 ${record.searchServerMs.catalogSubgraphMs.p95} ms server-side (≤ ${goals.searchServerP95Ms}: ${mark(met.searchServerP95)}), ` +
          `keystroke to results p95 ${record.keystrokeToResultsMs.p95} ms (≤ ${goals.keystrokeToResultsMs}: ${mark(met.keystrokeToResults)}), ` +
          `JS heap ${record.jsHeapMB} MB (≤ ${goals.jsHeapMB}: ${mark(met.jsHeap)}); ` +
          `full-text search p95 ${text.p95} ms server-side (≤ ${goals.textSearchServerP95Ms}: ${mark(met.textSearchServerP95)}; ` +
          `${Object.entries(text.byQuery)
            .map(([q, times]) => `\`${q}\` ${times.p95}`)
            .join(', ')} ms), ` +
          `keystroke to results on /search p95 ${record.textKeystrokeToResultsMs.p95} ms (≤ ${goals.textKeystrokeToResultsMs}: ${mark(met.textKeystrokeToResults)})` +
          (record.sectionWordsPerMinute < 200
            ? `; sections at ${record.sectionWordsPerMinute} words a minute of reading, not 200`
            : ''),
      };
    },
  },
  ...lighthouseSections(),
];

/**
 * Lighthouse (mobile) on the pages a reader spends time in, beside the landing: each for a
 * visitor and, where the page differs for one, a signed-in member (a session of its own).
 */
function lighthouseSections() {
  const visitor = { suffix: '', label: '', cookie: async () => undefined };
  const member = {
    suffix: '-member',
    label: ', signed-in member',
    cookie: async (gateway) => (await signUp(gateway)).cookie,
  };
  const pages = [
    { key: 'lighthouse', title: 'Landing page', path: async () => '/', viewers: [visitor] },
    {
      key: 'lighthouse-library',
      title: 'Library',
      path: async () => '/library',
      viewers: [visitor, member],
    },
    {
      key: 'lighthouse-reader',
      title: 'A free summary in the reader',
      path: async (gateway) => `/summary/${await freeSummaryId(gateway)}`,
      viewers: [visitor, member],
    },
  ];
  return pages.flatMap((page) =>
    page.viewers.map((viewer) => ({
      key: `${page.key}${viewer.suffix}`,
      title: `${page.title}${viewer.label}, Lighthouse (mobile)`,
      async run({ gateway }) {
        const cookie = await viewer.cookie(gateway);
        const url = `${gateway.replace('127.0.0.1', 'localhost')}${await page.path(gateway)}`;
        const runs = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          runs.push(await runLighthouse(url, cookie ? { Cookie: cookie } : {}));
        }
        const record = worstRun(runs);
        return {
          ...record,
          runs: runs.map(({ scores, metrics, benchmarkIndex }) => ({
            performance: scores.performance,
            tbtMs: Math.round(metrics.tbtMs),
            lcpMs: Math.round(metrics.lcpMs),
            benchmarkIndex: Math.round(benchmarkIndex),
          })),
          ...lighthouseVerdict(record, runs),
        };
      },
    })),
  );
}

/**
 * Lighthouse runs per page: a page's score moves with this machine's load (its benchmark index
 * read 165-1,900 within one hour of 29 November), so each row reports the worst of them.
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The run with the lowest Performance score, the longest blocking time among equals. */
function worstRun(runs) {
  return runs.reduce((worst, run) =>
    run.scores.performance < worst.scores.performance ||
    (run.scores.performance === worst.scores.performance && run.metrics.tbtMs > worst.metrics.tbtMs)
      ? run
      : worst,
  );
}

/**
 * The goals for every page, met by the worst run: Performance ≥ 95, LCP ≤ 2.0 s, total blocking
 * time ≤ 200 ms (issue 44), the other categories 100.
 */
function lighthouseVerdict({ scores, metrics, transferredBytes, benchmarkIndex }, runs) {
  const met =
    scores.performance >= 95 &&
    metrics.lcpMs <= 2000 &&
    metrics.tbtMs <= 200 &&
    scores['best-practices'] === 100 &&
    scores.seo === 100 &&
    scores.accessibility === 100;
  return {
    met,
    summary:
      `worst of ${runs.length} runs: Performance ${scores.performance}, LCP ${(metrics.lcpMs / 1000).toFixed(2)} s, FCP ${(metrics.fcpMs / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(metrics.tbtMs)} ms, ` +
      `Accessibility ${scores.accessibility}, Best Practices ${scores['best-practices']}, SEO ${scores.seo}, ` +
      `${Math.round(transferredBytes / 1024)} KiB transferred, this machine's benchmark index ${Math.round(benchmarkIndex)}; ` +
      `all runs: Performance ${runs.map((run) => run.scores.performance).join(' / ')}, ` +
      `TBT ${runs.map((run) => Math.round(run.metrics.tbtMs)).join(' / ')} ms, ` +
      `benchmark index ${runs.map((run) => Math.round(run.benchmarkIndex)).join(' / ')} ` +
      `(goal Performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 200 ms, the others 100: ${met ? 'met' : 'missed'})`,
  };
}

async function freeSummaryId(gateway) {
  const summaries = await (await fetch(`${gateway}/api/summaries/published`)).json();
  const free = summaries.find((summary) => !summary.isPremium);
  if (!free) throw new Error('the bench catalog has no free summary');
  return free.id;
}

/** The memory goal of issue 13: the gateway and the four services together. */
const MEMORY_GOAL_BYTES = 1024 ** 3;
/**
 * Issue 23's goals against the reference of the same run: public reads at twice its throughput
 * with no worse a tail; a member's reads through the subgraphs (personal read cache off) at half
 * its throughput within 60 ms at p99, and with the cache on within twice its p99.
 */
const PUBLIC_READ_GOAL = { minRatio: 2.0, maxP99TimesReference: 1 };
const UNCACHED_MEMBER_READ_GOAL = { minRatio: 0.5, maxP99Ms: 60 };
const CACHED_MEMBER_READ_GOAL = { minRatio: 0.5, maxP99TimesReference: 2 };
/** The event path's goal: outbox commit to the consumer's effect. */
const EVENT_PATH_GOAL_P95_MS = 150;

/** Whether a comparison meets its goal, and by how much it misses when it does not. */
function verdictOf(goal, ratio, p99, referenceP99) {
  if (!goal) return { text: '—', met: null };
  const times = goal.maxP99TimesReference;
  const bound = times === undefined ? undefined : times * referenceP99;
  const misses = [
    ...(ratio < goal.minRatio ? [`ratio ${ratio.toFixed(2)} < ${goal.minRatio}`] : []),
    ...(goal.maxP99Ms !== undefined && p99 > goal.maxP99Ms
      ? [`p99 ${p99} ms > ${goal.maxP99Ms} ms`]
      : []),
    ...(bound !== undefined && p99 > bound ? [`p99 ${p99} ms > ${bound} ms`] : []),
  ];
  const wanted = [
    `ratio ≥ ${goal.minRatio}`,
    ...(goal.maxP99Ms !== undefined ? [`p99 ≤ ${goal.maxP99Ms} ms`] : []),
    ...(times !== undefined ? [`p99 ≤ ${times === 1 ? '' : `${times}× `}the reference's`] : []),
  ].join(', ');
  return misses.length === 0
    ? { text: `${wanted}: met`, met: true }
    : { text: `${wanted}: missed (${misses.join(', ')})`, met: false };
}

function databaseUrl(name) {
  const url = new URL(DATABASE_SERVER);
  url.pathname = `/distill_bench_${name}`;
  return url.toString();
}

// The bench's databases outlive a run and the bootstrap admin keeps its first password: each
// run signs in as an admin of its own.
const ADMIN = {
  email: `bench-admin-${randomBytes(4).toString('hex')}@distill.invalid`,
  password: randomBytes(18).toString('base64url'),
};
const EVENT_SAMPLES = Number(process.env.BENCH_EVENT_SAMPLES ?? 20);

function stackEnvironment(secret) {
  const env = {
    ...process.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORT: String(BASE_PORT),
    EVENTS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    INTERNAL_SECRET: secret,
    LOG_LEVEL: 'warn',
    // The bench signs up its members from one address.
    REGISTRATIONS_PER_ADDRESS: String(MEMBER_COUNT * 2),
  };
  for (const [name, entry] of Object.entries(SERVICE_MANIFEST)) {
    env[entry.portVariable] = String(servicePort(name));
    env[entry.databaseUrlVariable] = databaseUrl(name);
  }
  return env;
}

async function measure(label, side, options) {
  log(`${label} (${side}): ${CONNECTIONS} connections for ${DURATION} s`);
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  autocannon.track(instance, { renderResultsTable: false, renderLatencyTable: false });
  const result = await instance;
  const failures = result.non2xx + result.errors + result.timeouts;
  const row = {
    label,
    side,
    requestsPerSecond: result.requests.average,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    bytesPerRequest: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
    failures,
  };
  log(
    `  ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.latency.p50} ms, p99 ${row.latency.p99} ms` +
      (failures ? `, ${failures} FAILED` : ''),
  );
  return row;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/**
 * The event path end to end: an admin's edit commits in the catalog (with its outbox row), the
 * relay wakes, BullMQ carries the event to the gateway, which drops its cached reads; measured
 * from the edit's answer to the first visitor read that shows it (polled every 2 ms).
 */
async function measureEventPath(gateway) {
  log(`event path: ${EVENT_SAMPLES} admin edits, each until a visitor's read shows it`);
  const login = await fetch(`${gateway}/api/simple-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin sign-in answered ${login.status}`);
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  const published = async () =>
    (await (await fetch(`${gateway}/api/summaries/published`)).json()).map((s) => s.id);
  const [id] = await published();
  const samples = [];
  for (let index = 0; index < EVENT_SAMPLES; index += 1) {
    const toggled = await fetch(`${gateway}/api/admin/summaries/${id}/toggle-publish`, {
      method: 'PATCH',
      headers: { cookie },
    });
    if (!toggled.ok) throw new Error(`toggle-publish answered ${toggled.status}`);
    const { isPublished } = await toggled.json();
    const committed = performance.now();
    while ((await published()).includes(id) !== isPublished) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    samples.push(performance.now() - committed);
  }
  const sorted = samples.sort((a, b) => a - b);
  const result = {
    samples: sorted.length,
    p50: Number(percentile(sorted, 0.5).toFixed(1)),
    p95: Number(percentile(sorted, 0.95).toFixed(1)),
    max: Number(sorted.at(-1).toFixed(1)),
  };
  log(`  edit -> visible: p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms`);
  return result;
}

/** The reference must answer what Distill answers, or the comparison means nothing. */
async function sameAnswer(path, distill, reference) {
  const [a, b] = await Promise.all(
    [distill, reference].map(async ({ base, headers }) =>
      (await fetch(`${base}${path}`, { headers })).json(),
    ),
  );
  const same = JSON.stringify(a) === JSON.stringify(b);
  const size = Array.isArray(a) ? `${a.length} items` : 'one object';
  log(`${path}: reference answer ${same ? 'identical' : 'DIFFERS'} (${size})`);
  return same;
}

/**
 * Resident memory of every process the stack started (the children of this process and
 * theirs), from /proc, by process: the entry file names it (gateway, services/<name>).
 */
function stackMemory() {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return [{ pid: Number(pid), parent, rssBytes: rss ? Number(rss[1]) * 1024 : 0, command }];
      } catch {
        return []; // ended while being read
      }
    });
  const childrenOf = (pid) => processes.filter((entry) => entry.parent === pid);
  const treeRss = (entry) =>
    entry.rssBytes + childrenOf(entry.pid).reduce((sum, child) => sum + treeRss(child), 0);
  const byProcess = Object.fromEntries(
    childrenOf(process.pid).map((child) => {
      const entry = child.command.find((part) => part.endsWith('/dist/main.js')) ?? '';
      const name =
        /(?:services\/)?([\w-]+)\/dist\/main\.js$/.exec(entry)?.[1] ?? `pid ${child.pid}`;
      return [name, treeRss(child)];
    }),
  );
  const totalBytes = Object.values(byProcess).reduce((sum, bytes) => sum + bytes, 0);
  return { totalBytes, goalBytes: MEMORY_GOAL_BYTES, byProcess };
}

const mebibytes = (bytes) => `${Math.round(bytes / 1024 ** 2)} MiB`;

function markdownTable(record) {
  const lines = [
    '| What | Distill | Reference | Ratio | Goal |',
    '|---|---|---|---|---|',
    ...record.comparisons.map(
      (c) =>
        `| ${c.what} | ${Math.round(c.distill.requestsPerSecond)} req/s, p50 ${c.distill.latency.p50} ms, p99 ${c.distill.latency.p99} ms | ${Math.round(c.reference.requestsPerSecond)} req/s, p50 ${c.reference.latency.p50} ms, p99 ${c.reference.latency.p99} ms | ${c.ratio.toFixed(2)} | ${c.goal} |`,
    ),
  ];
  return lines.join('\n');
}

/** Written files follow the repository's Prettier settings, as any hand-edited file would. */
async function writeFormatted(url, text) {
  const options = (await prettier.resolveConfig(url)) ?? {};
  writeFileSync(url, await prettier.format(text, { ...options, filepath: url.pathname }));
}

/** The lines under the table: event path, memory and every further section. */
function figureLines(record) {
  const events = record.eventPathMs;
  const memory = record.memory;
  return [
    `Event path (admin edit → outbox → relay woken by NOTIFY → gateway's queue → cached reads dropped → visible to a visitor), ${events.samples} edits: p50 ${events.p50} ms, p95 ${events.p95} ms, max ${events.max} ms (goal p95 ≤ ${EVENT_PATH_GOAL_P95_MS} ms: ${events.p95 <= EVENT_PATH_GOAL_P95_MS ? 'met' : 'missed'}).`,
    `Memory after the load (resident, gateway and four services with their child processes): ${mebibytes(memory.totalBytes)} (goal ≤ ${mebibytes(memory.goalBytes)}: ${memory.totalBytes <= memory.goalBytes ? 'met' : 'missed'}): ${Object.entries(
      memory.byProcess,
    )
      .map(([name, bytes]) => `${name} ${mebibytes(bytes)}`)
      .join(', ')}; ${mebibytes(memory.atStartBytes)} at start.`,
    ...SECTIONS.filter(({ key }) => record.sections[key]?.summary).map(
      ({ key, title }) => `${title}: ${record.sections[key].summary}`,
    ),
  ];
}

async function updateReadme(record) {
  const readmeUrl = new URL('README.md', OUT);
  const readme = readFileSync(readmeUrl, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const block = `${start}\nLatest \`npm run bench\` (${record.recordedAt}, ${record.machine}, ${record.connections} connections, ${record.durationSeconds} s per target; same run, same database):\n\n${markdownTable(record)}\n\n${figureLines(record).join('\n\n')}\n\n![Requests per second](latest.svg)\n${end}`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${readme.slice(0, from)}${block}${readme.slice(to + end.length)}`
      : `${readme.trimEnd()}\n\n## Performance\n\n${block}\n`;
  await writeFormatted(readmeUrl, next);
}

/** Distill and the reference on one request, one after the other, and their ratio. */
async function compare(what, goal, distill, reference) {
  const distillRow = await measure(what, 'distill', distill);
  const referenceRow = await measure(what, 'reference', reference);
  const ratio = distillRow.requestsPerSecond / referenceRow.requestsPerSecond;
  const verdict = verdictOf(goal, ratio, distillRow.latency.p99, referenceRow.latency.p99);
  log(`  ratio ${ratio.toFixed(2)}; goal ${verdict.text}`);
  return {
    what,
    distill: distillRow,
    reference: referenceRow,
    ratio,
    goal: verdict.text,
    goalMet: verdict.met,
  };
}

async function main() {
  const secret = randomBytes(32).toString('base64url');
  log(`starting a Distill stack of its own (ports from ${BASE_PORT})`);
  const stackEnv = stackEnvironment(secret);
  const stack = await startStack(stackEnv);
  const gateway = `http://127.0.0.1:${BASE_PORT}`;
  const subgraphUrl = (name) => `http://127.0.0.1:${servicePort(name)}/graphql`;
  const catalogSubgraph = subgraphUrl('catalog');
  log('starting the reference server (Fastify + pg) on the same catalog and reading databases');
  const reference = await startReferenceServer({
    catalogDatabaseUrl: databaseUrl('catalog'),
    readingDatabaseUrl: databaseUrl('reading'),
  });
  try {
    const memoryAtStart = stackMemory();
    log(`memory at start: ${mebibytes(memoryAtStart.totalBytes)} resident`);
    log(`signing up ${MEMBER_COUNT} members, each with favourites and progress`);
    const members = await membersWithHistory(gateway, databaseUrl('reading'));
    const [member] = members;
    const visitor = { distill: { base: gateway }, reference: { base: reference.url } };
    const signedIn = {
      distill: { base: gateway, headers: { cookie: member.cookie } },
      reference: { base: reference.url, headers: { 'x-member-id': member.id } },
    };
    const reads = [
      [
        'GET /api/summaries/featured (12 items)',
        '/api/summaries/featured',
        visitor,
        PUBLIC_READ_GOAL,
      ],
      ['GET /api/summaries/published (all)', '/api/summaries/published', visitor, PUBLIC_READ_GOAL],
    ];
    const identical = {};
    const memberPaths = ['/api/reading-progress', '/api/favorites', '/api/user/stats'];
    for (const [path, sides] of [
      ...reads.map(([, path, sides]) => [path, sides]),
      ...memberPaths.map((path) => [path, signedIn]),
    ]) {
      identical[path] = await sameAnswer(path, sides.distill, sides.reference);
    }
    // Warm both sides (JIT, connection pools, the gateway's cache) before measuring.
    for (const base of [gateway, reference.url]) {
      await autocannon({ url: `${base}/api/summaries/featured`, connections: 10, duration: 2 });
    }
    const comparisons = [];
    for (const [what, path, sides, goal] of reads) {
      comparisons.push(
        await compare(
          what,
          goal,
          { url: `${sides.distill.base}${path}`, headers: sides.distill.headers },
          { url: `${sides.reference.base}${path}`, headers: sides.reference.headers },
        ),
      );
    }
    log('starting a second gateway with the personal read cache off');
    const uncached = await startUncachedGateway(stackEnv, BASE_PORT + UNCACHED_GATEWAY_OFFSET);
    try {
      const memberReads = (population) =>
        memberReadComparisons({
          compare,
          goals: { uncached: UNCACHED_MEMBER_READ_GOAL, cached: CACHED_MEMBER_READ_GOAL },
          cachedGateway: gateway,
          uncachedGateway: uncached.url,
          reference: reference.url,
          members,
          population,
        });
      comparisons.push(...(await memberReads()));
      comparisons.push(
        await readingSubgraphFloor({
          compare,
          readingSubgraph: subgraphUrl('reading'),
          reference: reference.url,
          members,
          secret,
        }),
      );
      comparisons.push(
        ...(await gatewayAloneComparisons({
          compare,
          check: async (path, base) => {
            identical[`${path} (the gateway alone)`] = await sameAnswer(
              path,
              { base, headers: signedIn.distill.headers },
              signedIn.reference,
            );
          },
          stackEnv,
          port: BASE_PORT + GATEWAY_ALONE_OFFSET,
          readingSubgraph: subgraphUrl('reading'),
          reference: reference.url,
          members,
        })),
      );
      if (SCALE_MEMBERS > 0) {
        const population = `${members.length} members + ${SCALE_MEMBERS.toLocaleString('en')} generated`;
        log(
          `adding ${SCALE_MEMBERS.toLocaleString('en')} generated members to the reading database`,
        );
        comparisons.push(
          ...(await withGeneratedMembers(databaseUrl('reading'), log, async () => {
            for (const path of memberPaths) {
              identical[`${path} (${population})`] = await sameAnswer(
                path,
                signedIn.distill,
                signedIn.reference,
              );
            }
            return memberReads(population);
          })),
        );
      }
    } finally {
      await uncached.stop();
    }
    const query = JSON.stringify({ query: '{ featuredSummaries(limit: 12) { id title author } }' });
    const viewerToken = await signViewerContext({ kind: 'anonymous' }, secret);
    comparisons.push(
      await compare(
        'GraphQL featured: gateway vs catalog subgraph',
        // No goal of its own: how much the gateway (cache included) adds to one subgraph.
        null,
        {
          url: `${gateway}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: query,
        },
        {
          url: catalogSubgraph,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-distill-viewer': viewerToken },
          body: query,
        },
      ),
    );

    const eventPath = await measureEventPath(gateway);
    const memory = { ...stackMemory(), atStartBytes: memoryAtStart.totalBytes };
    log(
      `memory after the load: ${mebibytes(memory.totalBytes)} resident (goal ${mebibytes(memory.goalBytes)}): ` +
        Object.entries(memory.byProcess)
          .map(([name, bytes]) => `${name} ${mebibytes(bytes)}`)
          .join(', '),
    );

    const sections = await runSections(SECTIONS, gateway);

    const recordedAt = new Date().toISOString();
    const record = {
      recordedAt,
      machine: `${os.cpus().length} CPU, Node ${process.version}`,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      referenceAnswersIdentical: identical,
      eventPathMs: eventPath,
      memory,
      sections,
      results: comparisons.flatMap(({ distill, reference: ref }) => [distill, ref]),
      comparisons: comparisons.map(({ what, distill, reference: ref, ratio, goal, goalMet }) => ({
        what,
        ratio: Number(ratio.toFixed(3)),
        goal,
        goalMet,
        distill,
        reference: ref,
      })),
    };
    await writeRecord(record);
  } finally {
    await reference.close();
    await stack.stop();
  }
}

async function runSections(sections, gateway) {
  const records = {};
  for (const section of sections) {
    log(`${section.title}`);
    records[section.key] = await section.run({ gateway, log });
    if (records[section.key]?.summary) log(`  ${records[section.key].summary}`);
  }
  return records;
}

async function writeRecord(record) {
  mkdirSync(OUT, { recursive: true });
  const json = `${JSON.stringify(record, null, 2)}\n`;
  await writeFormatted(new URL('latest.json', OUT), json);
  writeFileSync(new URL('latest.svg', OUT), renderChart(record, figureLines(record)));
  await updateReadme(record);
  process.stdout.write(`\n${markdownTable(record)}\n\n${figureLines(record).join('\n')}\n\n`);
  log('wrote docs/performance/latest.json, latest.svg and docs/performance/README.md');
}

/**
 * `npm run bench -- --only=library,lighthouse`: those sections alone, their records put in place
 * of the same sections of the last run's (the comparisons, event path and memory stay that run's);
 * each line says when it was measured. The stack of the comparisons starts only when a chosen
 * section needs it.
 */
async function onlySections(keys) {
  const unknown = keys.filter((key) => !SECTIONS.some((section) => section.key === key));
  if (unknown.length > 0) {
    throw new Error(
      `no bench section ${unknown.join(', ')}; the sections: ${SECTIONS.map(({ key }) => key).join(', ')}`,
    );
  }
  const chosen = SECTIONS.filter((section) => keys.includes(section.key));
  const previous = JSON.parse(readFileSync(new URL('latest.json', OUT), 'utf8'));
  const stack = chosen.every((section) => section.ownStack)
    ? null
    : await startStack(stackEnvironment(randomBytes(32).toString('base64url')));
  try {
    const records = await runSections(chosen, `http://127.0.0.1:${BASE_PORT}`);
    const measuredAt = new Date().toISOString();
    for (const record of Object.values(records)) {
      if (record?.summary) record.summary += ` (measured alone, ${measuredAt})`;
    }
    await writeRecord({ ...previous, sections: { ...previous.sections, ...records } });
  } finally {
    await stack?.stop();
  }
}

const only = process.argv.find((argument) => argument.startsWith('--only='));
if (only) await onlySections(only.slice('--only='.length).split(','));
else await main();
