/**
 * `npm run bench`: starts its own Distill stack (own ports, databases and event prefix, so it
 * disturbs nothing else on the machine), a plain Fastify + pg reference server on the same
 * catalog database, and drives both with autocannon in the same run. Ratios, not absolute
 * numbers, are what carry over between machines. Writes docs/performance/latest.json, a dated
 * copy, latest.svg, and the figures table in README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { signViewerContext } from '@distill/platform';
import { startStack } from '../dist/stack.js';
import { renderChart } from './chart.mjs';
import { startReferenceServer } from './reference-server.mjs';

const ROOT = new URL('../../', import.meta.url);
const OUT = new URL('docs/performance/', ROOT);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const DATABASE_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3900);

const log = (message) => process.stdout.write(`[bench] ${message}\n`);

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
  };
  for (const [index, [name, entry]] of Object.entries(SERVICE_MANIFEST).entries()) {
    env[entry.portVariable] = String(BASE_PORT + index + 1);
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
    [distill, reference].map(async (base) => (await fetch(`${base}${path}`)).json()),
  );
  const same = JSON.stringify(a) === JSON.stringify(b);
  log(`${path}: reference answer ${same ? 'identical' : 'DIFFERS'} (${a.length} items)`);
  return same;
}

function markdownTable(record) {
  const lines = [
    '| What | Distill | Reference | Ratio |',
    '|---|---|---|---|',
    ...record.comparisons.map(
      (c) =>
        `| ${c.what} | ${Math.round(c.distill.requestsPerSecond)} req/s, p50 ${c.distill.latency.p50} ms, p99 ${c.distill.latency.p99} ms | ${Math.round(c.reference.requestsPerSecond)} req/s, p50 ${c.reference.latency.p50} ms, p99 ${c.reference.latency.p99} ms | ${c.ratio.toFixed(2)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Written files follow the repository's Prettier settings, as any hand-edited file would. */
async function writeFormatted(url, text) {
  const options = (await prettier.resolveConfig(url)) ?? {};
  writeFileSync(url, await prettier.format(text, { ...options, filepath: url.pathname }));
}

async function updateReadme(record) {
  const readmeUrl = new URL('README.md', ROOT);
  const readme = readFileSync(readmeUrl, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const events = record.eventPathMs;
  const block = `${start}\nLatest \`npm run bench\` (${record.recordedAt}, ${record.machine}, ${record.connections} connections, ${record.durationSeconds} s per target; same run, same database):\n\n${markdownTable(record)}\n\nEvent path (admin edit → outbox → relay woken by NOTIFY → gateway's queue → cached reads dropped → visible to a visitor), ${events.samples} edits: p50 ${events.p50} ms, p95 ${events.p95} ms, max ${events.max} ms.\n\n![Requests per second](docs/performance/latest.svg)\n${end}`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${readme.slice(0, from)}${block}${readme.slice(to + end.length)}`
      : `${readme.trimEnd()}\n\n## Performance\n\n${block}\n`;
  await writeFormatted(readmeUrl, next);
}

async function main() {
  const secret = randomBytes(32).toString('base64url');
  log(`starting a Distill stack of its own (ports from ${BASE_PORT})`);
  const stack = await startStack(stackEnvironment(secret));
  const gateway = `http://127.0.0.1:${BASE_PORT}`;
  const catalogSubgraph = `http://127.0.0.1:${BASE_PORT + 2}/graphql`;
  log('starting the reference server (Fastify + pg) on the same catalog database');
  const reference = await startReferenceServer(databaseUrl('catalog'));
  try {
    const identical = {
      featured: await sameAnswer('/api/summaries/featured', gateway, reference.url),
      published: await sameAnswer('/api/summaries/published', gateway, reference.url),
    };
    // Warm both sides (JIT, connection pools, the gateway's cache) before measuring.
    for (const base of [gateway, reference.url]) {
      await autocannon({ url: `${base}/api/summaries/featured`, connections: 10, duration: 2 });
    }
    const results = [];
    const comparisons = [];
    for (const [what, path] of [
      ['GET /api/summaries/featured (12 items)', '/api/summaries/featured'],
      ['GET /api/summaries/published (all)', '/api/summaries/published'],
    ]) {
      const distill = await measure(what, 'distill', { url: `${gateway}${path}` });
      const ref = await measure(what, 'reference', { url: `${reference.url}${path}` });
      results.push(distill, ref);
      comparisons.push({
        what,
        distill,
        reference: ref,
        ratio: distill.requestsPerSecond / ref.requestsPerSecond,
      });
    }
    const query = JSON.stringify({ query: '{ featuredSummaries(limit: 12) { id title author } }' });
    const viewerToken = await signViewerContext({ kind: 'anonymous' }, secret);
    const throughGateway = await measure('GraphQL featured, through the gateway', 'distill', {
      url: `${gateway}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: query,
    });
    const straight = await measure('GraphQL featured, straight to the catalog', 'reference', {
      url: catalogSubgraph,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-distill-viewer': viewerToken },
      body: query,
    });
    results.push(throughGateway, straight);
    comparisons.push({
      what: 'GraphQL query: gateway vs catalog subgraph',
      distill: throughGateway,
      reference: straight,
      ratio: throughGateway.requestsPerSecond / straight.requestsPerSecond,
    });

    const eventPath = await measureEventPath(gateway);

    const recordedAt = new Date().toISOString();
    const record = {
      recordedAt,
      machine: `${os.cpus().length} CPU, Node ${process.version}`,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      referenceAnswersIdentical: identical,
      eventPathMs: eventPath,
      results,
      comparisons: comparisons.map(({ what, distill, reference: ref, ratio }) => ({
        what,
        ratio: Number(ratio.toFixed(3)),
        distill,
        reference: ref,
      })),
    };
    mkdirSync(OUT, { recursive: true });
    const json = `${JSON.stringify(record, null, 2)}\n`;
    await writeFormatted(new URL('latest.json', OUT), json);
    await writeFormatted(new URL(`bench-${recordedAt.replace(/[:.]/g, '-')}.json`, OUT), json);
    writeFileSync(new URL('latest.svg', OUT), renderChart(record));
    await updateReadme(record);
    process.stdout.write(`\n${markdownTable(record)}\n\n`);
    log('wrote docs/performance/latest.json, latest.svg and the README figures');
  } finally {
    await reference.close();
    await stack.stop();
  }
}

await main();
