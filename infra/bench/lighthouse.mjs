#!/usr/bin/env node
// Lighthouse (mobile, its default) on a page, the landing unless told: `node infra/bench/lighthouse.mjs [url]`.
// Without a URL it starts a Distill stack of its own (ports from LIGHTHOUSE_BASE_PORT, databases
// distill_lighthouse_*) serving the built web client, and stops it afterwards. Prints the record
// as JSON; `measureLighthouse` returns it for bench.mjs.
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { startStack } from '../dist/stack.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** TOOLING.md: how Debian's Chromium runs here. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DATABASE_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.LIGHTHOUSE_BASE_PORT ?? 3950);

function databaseUrl(name) {
  const url = new URL(DATABASE_SERVER);
  url.pathname = `/distill_lighthouse_${name}`;
  return url.toString();
}

function stackEnvironment() {
  const env = {
    ...process.env,
    PORT: String(BASE_PORT),
    PUBLIC_URL: `http://localhost:${BASE_PORT}`,
    EVENTS_PREFIX: `lighthouse-${process.pid}`,
    LOG_LEVEL: 'warn',
  };
  for (const [index, [name, entry]] of Object.entries(SERVICE_MANIFEST).entries()) {
    env[entry.portVariable] = String(BASE_PORT + index + 1);
    env[entry.databaseUrlVariable] = databaseUrl(name);
  }
  return env;
}

/**
 * One Lighthouse run on `url`: category scores (0-100), the paint metrics and the bytes sent.
 * `headers` go with every request of the page (a member's session cookie).
 */
export async function runLighthouse(url, headers = {}) {
  // A fresh stack's first answers are cold (connections, caches): measure the steady state.
  await fetch(url, { headers }).then((answer) => answer.text());
  try {
    return await lighthouseOnce(url, headers);
  } catch (error) {
    // Lighthouse's own trace errors (NO_NAVSTART, NO_FCP on a busy machine) say "run again".
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    process.stderr.write(`[lighthouse] ${error.message}; running it once more\n`);
    return lighthouseOnce(url, headers);
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url, headers) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      url,
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      // Lighthouse's own reading of this machine's CPU speed (higher is faster): its simulated
      // mobile CPU scales the tasks it observed here, so a slower day costs blocking time and LCP.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      metrics: {
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        speedIndexMs: audit('speed-index'),
      },
      transferredBytes: audit('total-byte-weight'),
      // What keeps a category below 100: the audits that failed, by category.
      failedAudits: Object.fromEntries(
        CATEGORIES.map((id) => [
          id,
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((found) => found && found.score !== null && found.score < 1)
            .map((found) => found.id),
        ]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse on `url`, or on `/` of a stack of its own when no URL is given. */
export async function measureLighthouse(url) {
  if (url) return runLighthouse(url);
  const stack = await startStack(stackEnvironment());
  try {
    return await runLighthouse(`http://localhost:${BASE_PORT}/`);
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const record = await measureLighthouse(process.argv[2]);
  process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
}
