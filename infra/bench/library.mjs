/* global document, window -- the functions handed to page.evaluate and waitForFunction run in the browser */
/**
 * The library and search at scale, measured in Chromium (issues 13 and 47): a stack of its own
 * whose catalog reads a synthetic catalogue of 100,000 summaries with sections of realistic
 * length (`npm run seed:synthetic`, seeded here when missing), then
 * - time from navigation to the first 'Showing N books',
 * - keystroke to updated results in the library's box and on /search (typed one key at a time,
 *   each answer awaited),
 * - the page's JS heap after browsing and searching (after a garbage collection),
 * - server-side latency of the library's title and author search (distinct terms straight to the
 *   catalog subgraph, and through the gateway's REST route, so never from its cache) and of the
 *   full-text search (`search`) for the queries of TEXT_QUERIES, straight to the subgraph.
 * Run alone with `node infra/bench/library.mjs` or `npm run bench -- --only=library` (after a
 * build); `measureLibrary()` returns the record for `bench.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { signViewerContext } from '@distill/platform';
import { SYNTHETIC_PLANTS } from '../../services/catalog/dist/seed/synthetic-catalog.js';
import { startStack } from '../dist/stack.js';

const ROOT = new URL('../../', import.meta.url);
const DATABASE_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const LIBRARY_SIZE = Number(process.env.BENCH_LIBRARY_SIZE ?? 100_000);

export const LIBRARY_GOALS = {
  firstShowingMs: 1500,
  searchServerP95Ms: 50,
  keystrokeToResultsMs: 150,
  jsHeapMB: 60,
  textSearchServerP95Ms: 50,
  textKeystrokeToResultsMs: 150,
};

/**
 * The full-text queries (issue 47): the synthetic catalogue's planted words and phrases (one
 * word with few hits, two words, a quoted phrase, a word only in locked Premium sections), a
 * misspelt author that full text cannot find and the trigram fallback can, a word in most
 * summaries' text, and a quoted phrase of common words (at 10,000 titles each of its words is in
 * 4,599 summaries and the phrase in 132: the word-pair index finds the 132, where the document's
 * index alone left every summary with both words to recheck).
 */
const TEXT_QUERIES = [
  ...SYNTHETIC_PLANTS.map(({ query }) => ({ q: query, expect: 'hits' })),
  { q: 'nakamra', expect: 'didYouMean' },
  { q: 'attention', expect: 'hits' },
  { q: '"art of thinking"', expect: 'hits' },
];
/** Each full-text query's samples, after one unmeasured run. */
const TEXT_SAMPLES = Number(process.env.BENCH_TEXT_SEARCH_SAMPLES ?? 10);

const log = (message) => process.stdout.write(`[bench:library] ${message}\n`);

function databaseUrl(name) {
  const url = new URL(DATABASE_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};
const round = (value) => Number(value.toFixed(1));
const summary = (values) => ({
  samples: values.length,
  p50: round(percentile(values, 0.5)),
  p95: round(percentile(values, 0.95)),
  max: round(Math.max(...values)),
});

/** Distinct search terms: every prefix of words the synthetic titles and authors use, and misses. */
function searchTerms() {
  const words = ['habits', 'strategy', 'the art of', 'clear', 'nakamura', 'on listening', 'mind'];
  const prefixes = words.flatMap((word) =>
    Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1)),
  );
  return [...new Set([...prefixes, 'zzz', 'qx', 'no such book', 'ö'])];
}

async function timeRequests(terms, request, check = () => {}) {
  const timings = [];
  for (const term of terms) {
    const started = performance.now();
    const response = await request(term);
    if (!response.ok) throw new Error(`search "${term}" answered ${response.status}`);
    const body = await response.arrayBuffer();
    timings.push(performance.now() - started);
    check(term, JSON.parse(Buffer.from(body).toString('utf8')));
  }
  return timings;
}

/** A catalog subgraph request as the gateway sends it, for an anonymous visitor. */
function subgraphRequest(catalogSubgraph, viewer, query) {
  return (variables) =>
    fetch(catalogSubgraph, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-distill-viewer': viewer },
      body: JSON.stringify({ query, variables }),
    });
}

/**
 * The full-text search's time in the catalog subgraph, each query of TEXT_QUERIES asked
 * TEXT_SAMPLES times (a page of 10, as /search asks), and whether each found what the catalogue
 * was written to hold: a bench whose queries find nothing measures nothing.
 */
async function measureTextSearchServer(catalogSubgraph, viewer) {
  const search = subgraphRequest(
    catalogSubgraph,
    viewer,
    `query TextSearch($q: String!) { search(q: $q, first: 10) {
      edges { node { id title author isPremium hasFullAccess } snippet section { id heading } }
      pageInfo { hasNextPage endCursor } didYouMean } }`,
  );
  const check = (q, { data, errors }) => {
    const { expect } = TEXT_QUERIES.find((query) => query.q === q.q);
    const found = data?.search;
    if (errors || !found) throw new Error(`search "${q.q}" failed: ${JSON.stringify(errors)}`);
    if (found.edges.length === 0) throw new Error(`search "${q.q}" found nothing`);
    if (expect === 'didYouMean' && !found.didYouMean) {
      throw new Error(`search "${q.q}" offered no "did you mean"`);
    }
    if (expect === 'hits' && found.didYouMean) throw new Error(`search "${q.q}" fell back`);
  };
  const byQuery = {};
  const all = [];
  for (const { q } of TEXT_QUERIES) {
    await timeRequests([{ q }], search, check);
    const timings = await timeRequests(
      Array.from({ length: TEXT_SAMPLES }, () => ({ q })),
      search,
      check,
    );
    byQuery[q] = summary(timings);
    all.push(...timings);
    log(`full-text search ${q}: p50 ${byQuery[q].p50} ms, p95 ${byQuery[q].p95} ms`);
  }
  const overall = summary(all);
  log(`full-text search, all queries: p50 ${overall.p50} ms, p95 ${overall.p95} ms`);
  return { ...overall, byQuery };
}

async function measureServer(gateway, catalogSubgraph, secret) {
  const terms = searchTerms();
  const viewer = await signViewerContext({ kind: 'anonymous' }, secret);
  const page = subgraphRequest(
    catalogSubgraph,
    viewer,
    `query Search($q: String) { summaryPage(q: $q, limit: 24) {
    totalCount nextCursor items { id title author coverImageUrl categoryId category { id name }
    readingTimeMinutes isPremium hasFullAccess } } }`,
  );
  const subgraph = (q) => page({ q });
  await timeRequests(terms.slice(0, 5), subgraph); // warm the connection and the plans
  const catalog = summary(await timeRequests(terms, subgraph));
  // The subgraph's fixed cost per request, for scale: the smallest read it answers.
  const categories = subgraphRequest(catalogSubgraph, viewer, '{ categories { id } }');
  const baseline = summary(await timeRequests(terms, () => categories({})));
  log(
    `catalog subgraph search: p50 ${catalog.p50} ms, p95 ${catalog.p95} ms (${terms.length} terms; ` +
      `its smallest read, the categories: p50 ${baseline.p50} ms)`,
  );
  // Each term is asked once and the run's event prefix is its own: every read misses the cache.
  const rest = summary(
    await timeRequests(terms, (q) =>
      fetch(`${gateway}/api/summaries/published?${new URLSearchParams({ q, limit: '24' })}`),
    ),
  );
  log(`gateway REST search (uncached): p50 ${rest.p50} ms, p95 ${rest.p95} ms`);
  return {
    catalogSubgraphMs: catalog,
    catalogSubgraphCategoriesMs: baseline,
    gatewayRestMs: rest,
    textSearchMs: await measureTextSearchServer(catalogSubgraph, viewer),
  };
}

/** Milliseconds from navigation start to the first 'Showing N books' on screen. */
async function firstShowing(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/library`, { waitUntil: 'commit' });
  const elapsed = await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="library-showing"]')?.textContent ?? '';
      return /^Showing \d+ books?$/.test(text) ? performance.now() : null;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = await elapsed.jsonValue();
  const text = await page.getByTestId('library-showing').innerText();
  // Where the time went: the document, the scripts, then the library's first page.
  const phases = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter(
      (entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'),
    );
    const search = resources.find((entry) => entry.name.endsWith('/graphql'));
    return {
      documentMs: navigation?.responseEnd ?? 0,
      scriptsDoneMs: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
      firstSearchStartMs: search?.startTime ?? 0,
      firstSearchDoneMs: search?.responseEnd ?? 0,
    };
  });
  await context.close();
  return { ms, text, phases };
}

/**
 * In the library: ms since the last keydown once the results line names `expected`, else null.
 * Run in the page.
 */
function libraryAnswered(expected) {
  const text = document.querySelector('[data-testid="library-showing"]')?.textContent ?? '';
  return text.endsWith(expected ? `for "${expected}"` : '') &&
    (expected || /^Showing \d+ books?$/.test(text))
    ? performance.now() - window.__keydownAt
    : null;
}

/**
 * On /search: ms since the last keydown once the page searches `expected` (its title names the
 * term), no request is in flight and its answer is on screen (results, none, or the refusal a
 * statement timeout gives: counted as errors), else null. Run in the page.
 */
function searchAnswered(expected) {
  if (!expected) return document.title === 'Search | Distill';
  const section = document.querySelector('section[aria-labelledby="search-results-heading"]');
  const shown = document.querySelector(
    '[data-testid="search-results"], [data-testid="search-empty"], [role="alert"]',
  );
  return document.title === `Search: ${expected} | Distill` &&
    section?.getAttribute('aria-busy') === 'false' &&
    shown
    ? performance.now() - window.__keydownAt
    : null;
}

/**
 * Types `word` into `input` one key at a time; each keystroke is timed from its keydown to the
 * moment `answered` (libraryAnswered, searchAnswered) finds the new term's results on screen
 * (the debounce, the request and the render included).
 */
async function keystrokes(page, input, word, answered) {
  await page.evaluate(() => {
    window.__keydownAt = 0;
    document.addEventListener('keydown', () => (window.__keydownAt = performance.now()), true);
  });
  await input.fill('');
  await page.waitForFunction(answered, '');
  const timings = [];
  // The search request's own time, to tell the server's share from the debounce and the render.
  const network = [];
  const errors = [];
  for (let index = 1; index <= word.length; index += 1) {
    const term = word.slice(0, index);
    await input.press(word[index - 1] === ' ' ? 'Space' : word[index - 1]);
    if (term.trim() === term.slice(0, -1).trim()) continue; // a trailing space changes no search
    const done = await page.waitForFunction(answered, term.trim(), {
      polling: 'raf',
      timeout: 30_000,
    });
    timings.push(await done.jsonValue());
    if (await page.getByRole('alert').first().isVisible()) errors.push(term);
    network.push(
      await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('/graphql'))
            .at(-1)?.duration ?? 0,
      ),
    );
  }
  return { timings, network, errors };
}

async function measureBrowser(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const loads = [];
    const phases = [];
    for (let run = 0; run < 3; run += 1) {
      const load = await firstShowing(browser, url);
      const { documentMs, scriptsDoneMs, firstSearchStartMs, firstSearchDoneMs } = load.phases;
      log(
        `first '${load.text}' after ${round(load.ms)} ms (document ${round(documentMs)}, ` +
          `scripts loaded ${round(scriptsDoneMs)}, first search ${round(firstSearchStartMs)}-${round(firstSearchDoneMs)} ms)`,
      );
      loads.push(load.ms);
      phases.push(load.phases);
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    // Typing starts once the page has come to life (its scripts loaded and run, no request left):
    // the gateway renders the library, so 'Showing N books' is on screen ~300 ms before a key
    // reaches a handler, and a key pressed in that time waits for it (the first-showing row and
    // Lighthouse measure the loading; these rows the search as it is typed).
    await page.goto(`${url}/library`, { waitUntil: 'networkidle' });
    await page.getByTestId('library-showing').waitFor();
    const typeAll = async (tab, input, words, answered, what) => {
      const typed = [];
      const requests = [];
      const failed = [];
      for (const word of words) {
        const { timings, network, errors } = await keystrokes(tab, input, word, answered);
        typed.push(...timings);
        requests.push(...network);
        failed.push(...errors);
      }
      const keystroke = { ...summary(typed), errors: failed };
      const request = summary(requests);
      log(
        `${what}: keystroke -> updated results: p50 ${keystroke.p50} ms, p95 ${keystroke.p95} ms ` +
          `(its last request: p50 ${request.p50} ms, p95 ${request.p95} ms)` +
          (failed.length ? `; ${failed.length} answered with an error: ${failed.join(', ')}` : ''),
      );
      return { keystroke, request };
    };
    const library = await typeAll(
      page,
      page.getByPlaceholder('Search books or authors...'),
      ['habit', 'clear', 'the art', 'nakamura'],
      libraryAnswered,
      'library',
    );
    const searchPage = await context.newPage();
    await searchPage.goto(`${url}/search`, { waitUntil: 'networkidle' });
    const text = await typeAll(
      searchPage,
      searchPage.getByPlaceholder('Search inside the books...'),
      TEXT_QUERIES.map(({ q }) => q),
      searchAnswered,
      '/search',
    );
    await searchPage.close();
    // Browse further down the list too: the heap after a realistic visit.
    await page.getByPlaceholder('Search books or authors...').fill('');
    for (let more = 0; more < 4; more += 1) {
      const button = page.getByRole('button', { name: 'Show more books' });
      if (!(await button.isVisible())) break;
      await button.click();
      await page.getByRole('button', { name: 'Show more books' }).waitFor();
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const jsHeapMB = round(heap.usedSize / 1024 / 1024);
    const cards = await page.getByTestId('book-card').count();
    log(`JS heap after searching and ${cards} cards: ${jsHeapMB} MB (after GC)`);
    await context.close();
    return {
      firstShowingMs: {
        runs: loads.map(round),
        median: round(percentile(loads, 0.5)),
        phases: phases.map((phase) =>
          Object.fromEntries(Object.entries(phase).map(([key, value]) => [key, round(value)])),
        ),
      },
      keystrokeToResultsMs: library.keystroke,
      keystrokeRequestMs: library.request,
      textKeystrokeToResultsMs: text.keystroke,
      textKeystrokeRequestMs: text.request,
      jsHeapMB,
      cardsWhenMeasuringHeap: cards,
    };
  } finally {
    await browser.close();
  }
}

/** Another stack on these ports would answer the readiness check and be measured instead. */
async function assertPortsFree(ports) {
  for (const port of ports) {
    await new Promise((resolve, reject) => {
      const probe = createServer()
        .once('error', () =>
          reject(new Error(`port ${port} is in use; set BENCH_LIBRARY_BASE_PORT to free ports`)),
        )
        .listen(port, '127.0.0.1', () => probe.close(resolve));
    });
  }
}

/**
 * Seeds the synthetic catalogue when it does not hold `count` summaries yet (the seed checks),
 * with sections of 200 words per minute of reading unless BENCH_LIBRARY_WORDS_PER_MINUTE says
 * fewer (a real catalogue of 100,000 takes the better part of an hour to write on two busy cores).
 */
function seedSynthetic(count, syntheticUrl) {
  execFileSync(
    process.execPath,
    [
      fileURLToPath(new URL('services/catalog/dist/seed/synthetic.command.js', ROOT)),
      String(count),
      ...(process.env.BENCH_LIBRARY_WORDS_PER_MINUTE
        ? [process.env.BENCH_LIBRARY_WORDS_PER_MINUTE]
        : []),
    ],
    { stdio: 'inherit', env: { ...process.env, SYNTHETIC_CATALOG_DATABASE_URL: syntheticUrl } },
  );
}

export async function measureLibrary({
  count = LIBRARY_SIZE,
  basePort = Number(process.env.BENCH_LIBRARY_BASE_PORT ?? 3950),
} = {}) {
  const syntheticUrl = databaseUrl('distill_synthetic_catalog');
  log(`synthetic catalogue of ${count} summaries`);
  seedSynthetic(count, syntheticUrl);

  const secret = randomBytes(32).toString('base64url');
  const env = {
    ...process.env,
    PORT: String(basePort),
    EVENTS_PREFIX: `bench-library-${randomBytes(4).toString('hex')}`,
    INTERNAL_SECRET: secret,
    LOG_LEVEL: 'warn',
    SEED_EMPTY_CATALOG: 'false',
    ADMIN_EMAIL: `bench-admin-${randomBytes(4).toString('hex')}@distill.invalid`,
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  };
  for (const [index, [name, entry]] of Object.entries(SERVICE_MANIFEST).entries()) {
    env[entry.portVariable] = String(basePort + index + 1);
    env[entry.databaseUrlVariable] =
      name === 'catalog' ? syntheticUrl : databaseUrl(`distill_bench_${name}`);
  }
  await assertPortsFree(
    Array.from({ length: Object.keys(SERVICE_MANIFEST).length + 1 }, (_, i) => basePort + i),
  );
  log(`starting a stack of its own (ports from ${basePort}), catalog on the synthetic database`);
  const stack = await startStack(env);
  try {
    const gateway = `http://127.0.0.1:${basePort}`;
    const catalogPort = basePort + Object.keys(SERVICE_MANIFEST).indexOf('catalog') + 1;
    const server = await measureServer(gateway, `http://127.0.0.1:${catalogPort}/graphql`, secret);
    const browser = await measureBrowser(gateway);
    const record = {
      recordedAt: new Date().toISOString(),
      summaries: count,
      sectionWordsPerMinute: Number(process.env.BENCH_LIBRARY_WORDS_PER_MINUTE ?? 200),
      goals: LIBRARY_GOALS,
      ...browser,
      searchServerMs: server,
    };
    record.met = {
      firstShowing: record.firstShowingMs.median <= LIBRARY_GOALS.firstShowingMs,
      searchServerP95: server.catalogSubgraphMs.p95 <= LIBRARY_GOALS.searchServerP95Ms,
      keystrokeToResults: record.keystrokeToResultsMs.p95 <= LIBRARY_GOALS.keystrokeToResultsMs,
      jsHeap: record.jsHeapMB <= LIBRARY_GOALS.jsHeapMB,
      textSearchServerP95: server.textSearchMs.p95 <= LIBRARY_GOALS.textSearchServerP95Ms,
      textKeystrokeToResults:
        record.textKeystrokeToResultsMs.p95 <= LIBRARY_GOALS.textKeystrokeToResultsMs,
    };
    return record;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const record = await measureLibrary();
  process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
}
