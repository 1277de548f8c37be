import AxeBuilder from '@axe-core/playwright';
import { standInStripeJs } from '@distill/billing/testing';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
} from 'playwright-core';

interface Stack {
  baseUrl: string;
  stripeDoubleUrl: string;
  /** The bootstrap admin of this stack. */
  admin: { email: string; password: string };
  /** Identity's database: where development previews of scheduled e-mails are kept. */
  identityDatabaseUrl: string;
  /** The gateway's and each service's port. */
  ports: Record<string, number>;
}

/** This jest worker's number, from 1 (in band: 1). */
const worker = Number(process.env.JEST_WORKER_ID ?? '1');

/** The stack global-setup.js started for this jest worker. */
export function stack(): Stack {
  const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]') as Stack[];
  if (stacks.length === 0) throw new Error('E2E_STACKS is not set: run through e2e/jest.config.js');
  return stacks[(worker - 1) % stacks.length]!;
}

export const baseUrl = (): string => stack().baseUrl;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), as Playwright's own
 * headless runs use: the same Blink without the full browser's UI processes. Measured on CI's two
 * cores: the accessibility and highlights journeys in 168 s and 109 CPU-seconds, against 229 s and
 * 157 with /usr/bin/chromium.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_HEADLESS_SHELL,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /**
   * Excuses Chromium's console error for an answer the journey provokes on purpose (a wrong
   * password's 401): only that status from that path, matched against the full URL.
   */
  expectFailedResponse: (urlPart: string, status: number) => void;
  close: () => Promise<void>;
}

export async function openSession(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Session> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  // Any page may reach /subscribe (a redirect, a return address): Stripe is served in every one.
  await routeStripe(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const expected: { urlPart: string; status: number }[] = [];
  const isExpected = (message: ConsoleMessage) =>
    expected.some(
      ({ urlPart, status }) =>
        (message.location().url ?? '').includes(urlPart) &&
        message.text().includes(`the server responded with a status of ${status}`),
    );
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message)) {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  trackRequests(page);
  return {
    context,
    page,
    errors,
    expectFailedResponse: (urlPart, status) => expected.push({ urlPart, status }),
    close: () => context.close(),
  };
}

/** A session page's requests in flight (with when each started), and when one last started or ended. */
interface PageRequests {
  unfinished: Map<Request, number>;
  lastActivity: number;
}
const sessionRequests = new WeakMap<Page, PageRequests>();

function trackRequests(page: Page): void {
  const requests: PageRequests = { unfinished: new Map(), lastActivity: Date.now() };
  sessionRequests.set(page, requests);
  const ended = (request: Request) => {
    requests.unfinished.delete(request);
    requests.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    requests.unfinished.set(request, Date.now());
    requests.lastActivity = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** How long no request may start or end before the page counts as settled (Playwright's own). */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Waits until none of the page's requests started since `since` is in flight and none has
 * started or ended for 500 ms: the page has come to life and loaded what it shows. Playwright's
 * `networkidle` says the same but can be lost for good when a request starts and ends before
 * DOMContentLoaded (microsoft/playwright#42598; its maintainers call the option discouraged):
 * a member's reader once waited 30 s for it with every request answered in under a second. The
 * page's own request events decide here, and a timeout names what the page still waits for.
 */
export async function untilNetworkQuiet(page: Page, since = 0): Promise<void> {
  const requests = sessionRequests.get(page);
  if (!requests) throw new Error('untilNetworkQuiet: not a page of openSession');
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const now = Date.now();
    const waiting = [...requests.unfinished].filter(([, startedAt]) => startedAt >= since);
    if (waiting.length === 0 && now - requests.lastActivity >= QUIET_MS) return;
    if (now > deadline) {
      const names = waiting.map(
        ([request, startedAt]) =>
          `${request.method()} ${request.url()} (${request.resourceType()}, for ${now - startedAt} ms)`,
      );
      throw new Error(
        `the page's network did not go quiet within ${SETTLE_TIMEOUT_MS} ms; in flight: ${names.join('; ') || 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `page.goto`, then `untilNetworkQuiet` for what the new page asks for. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  const since = Date.now();
  await page.goto(url);
  await untilNetworkQuiet(page, since);
}

/**
 * The page's serious and critical axe violations, one readable line each: rule, impact, what it
 * asks for and the selectors of every element that breaks it.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself. The default (runPartial) carries every rule's
  // full partial results out of the page and finishes them in a new blank page on each scan,
  // which made the scans a fifth of the journeys' time; its gain, frames from other origins,
  // does not apply: no page of ours has a frame (the stand-in Stripe draws its fields inline),
  // and axe's frame-tested rule would report one it could not reach.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const screenshotDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

export async function saveScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, name), fullPage: options.fullPage });
}

/**
 * Holds back the page's requests for `pattern` (its scripts, a screen's chunk) until `release`:
 * the page the gateway sent stays on screen without the code that brings it to life.
 * `requested` settles once the page has asked for one of them.
 */
export async function holdScripts(
  page: Page,
  pattern = '**/assets/*.js',
): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, requested };
}

/** Waits until every image in the viewport has loaded (or failed over to its fallback). */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

interface SummaryFromApi {
  id: string;
  title: string;
  author: string;
  isPremium: boolean;
  hasFullAccess: boolean;
  preview: string;
  categoryId: string | null;
  category: { id: string; name: string; slug: string } | null;
  sections: { id: string; title: string; order: number; content: string | null }[];
}

/** Reads the seeded catalog through the public GraphQL API, as a visitor. */
export async function fetchCatalog(): Promise<{
  summaries: SummaryFromApi[];
  categories: { id: string; name: string; slug: string }[];
}> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{
        categories { id name slug }
        publishedSummaries {
          id title author isPremium hasFullAccess preview categoryId
          category { id name slug }
          sections { id title order content }
        }
      }`,
    }),
  });
  const body = (await response.json()) as {
    data: { publishedSummaries: SummaryFromApi[]; categories: SummaryFromApi['category'][] };
  };
  return {
    summaries: body.data.publishedSummaries,
    categories: body.data.categories.filter((category) => category !== null),
  };
}

/**
 * A GraphQL call from the signed-in page, with its credentials (session cookie or bearer token),
 * as the web client makes it.
 */
export async function graphqlFromPage<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const token = localStorage.getItem('firebase_token');
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export const stripeDoubleUrl = (): string => stack().stripeDoubleUrl;

/**
 * Stripe.js cannot load here: js.stripe.com answers with the stand-in Stripe.js, and
 * api.stripe.com (where it confirms intents, as Stripe.js does) is the Stripe double.
 */
export async function routeStripe(target: Page | BrowserContext): Promise<void> {
  await target.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: standInStripeJs() }),
  );
  await target.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await fetch(`${stripeDoubleUrl()}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: {
        'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded',
      },
      body: request.postData() ?? undefined,
    });
    await route.fulfill({
      status: answer.status,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}

export function firstLine(text: string | null): string {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? ''
  );
}

export const ADMIN = stack().admin;

let accountCounter = 0;

/** A new, unique e-mail address for one journey (the workers share one Auth emulator). */
export function uniqueEmail(label: string): string {
  accountCounter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${worker}-${accountCounter}@example.com`;
}

/** A password that passes identity's policy (not in its list of common passwords). */
export const MEMBER_PASSWORD = 'Quiet-Lantern-42';

/** The confirmation link (path and query) in a registration e-mail's preview page. */
export async function confirmLinkInPreview(previewUrl: string): Promise<string> {
  const page = await (await fetch(`${baseUrl()}${new URL(previewUrl).pathname}`)).text();
  const match = /\/simple-auth\?confirm=[A-Za-z0-9_-]+/.exec(page);
  if (!match) throw new Error(`no confirmation link in the e-mail preview ${previewUrl}`);
  return match[0];
}

/**
 * Registers an account through the REST API (as a script would: no browser Origin): the
 * request, the link in the development preview of its e-mail, the confirmation.
 */
export async function registerViaApi(email: string, password = MEMBER_PASSWORD): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/simple-register', { email, password });
  if (requested.status !== 202) {
    throw new Error(`register ${email}: ${requested.status} ${await requested.text()}`);
  }
  const { previewUrl } = (await requested.json()) as { previewUrl: string | null };
  if (!previewUrl) throw new Error(`register ${email}: no e-mail preview offered`);
  const link = new URL(await confirmLinkInPreview(previewUrl), baseUrl());
  const confirmed = await post('/api/simple-register/confirm', {
    token: link.searchParams.get('confirm'),
  });
  if (confirmed.status !== 201) {
    throw new Error(`confirm ${email}: ${confirmed.status} ${await confirmed.text()}`);
  }
}

/**
 * After a sign-up form was sent (its notice on screen): opens the e-mail's development preview
 * from the notice and follows the confirmation link in it, as the member would. That signs the
 * member in; the page then goes where the sign-up was headed (/dashboard unless a trial or a
 * return address was asked for).
 */
export async function confirmRegistrationFromPreview(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  const preview = page.getByRole('link', { name: /View Email Preview/ });
  await page.goto((await preview.getAttribute('href'))!);
  await page.getByRole('link', { name: 'Confirm your e-mail address' }).click();
  await page.waitForURL(
    (url) => url.pathname !== '/simple-auth' && !url.pathname.startsWith('/api/'),
  );
}

/**
 * The notification on screen with this title (and description, when given). Found by test id:
 * while a modal dialog is open, everything outside it (the notifications region too) is hidden
 * from the accessibility tree.
 */
/** The GraphQL operation a request asks for, by name; null for any other request. */
export function operationNameOf(request: Request): string | null {
  if (!request.url().endsWith('/graphql')) return null;
  return ((request.postDataJSON() ?? {}) as { operationName?: string }).operationName ?? '';
}

/** The GraphQL operations the page asks for from now on, by name, in order. */
export function operationsOf(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    const name = operationNameOf(request);
    if (name !== null) operations.push(name);
  });
  return operations;
}

/** Waits for the page to ask for the GraphQL operation `name`. */
export function operationAsked(page: Page, name: string): Promise<Request> {
  return page.waitForRequest((request) => operationNameOf(request) === name);
}

/** Waits for the reader to save the open section (0-based) as the member's position. */
export function positionSaved(page: Page, sectionIndex: number) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('RecordReadingPosition') &&
      (response.request().postData() ?? '').includes(`"sectionIndex":${sectionIndex}`),
  );
}

/**
 * Waits for one toast saying `title` (and `description`), both seen in the same look: a toast
 * closes after 5 s, and on a loaded machine a second wait for its description began after the
 * toast had gone (a clean-clone run at load 18).
 */
export async function expectToast(page: Page, title: string, description?: string) {
  let toast = page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });
  if (description) toast = toast.filter({ has: page.getByText(description, { exact: true }) });
  await toast.first().waitFor();
}

/** Registers on /simple-auth's Sign Up tab (the page must be open) and opens the e-mail's link. */
export async function signUpOnSimpleAuth(page: Page, email: string, password = MEMBER_PASSWORD) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await confirmRegistrationFromPreview(page);
}

/** Signs in on /simple-auth's Sign In tab. */
export async function signInOnSimpleAuth(page: Page, email: string, password: string) {
  await page.goto('/simple-auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** A new member, registered through the API and signed in on /simple-auth: their e-mail. */
export async function signInNewMember(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerViaApi(email);
  await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
  await page.waitForURL('**/dashboard');
  return email;
}

/** A free summary with sections, and its first section (for highlights made through the API). */
export async function firstSectionOfAFreeBook() {
  const { summaries } = await fetchCatalog();
  const book = summaries.find((summary) => !summary.isPremium && summary.sections.length > 0)!;
  const section = [...book.sections].sort((a, b) => a.order - b.order)[0]!;
  return { book, section };
}

/** A full-page screenshot in e2e/.output, for looking at (not one of the documented ones). */
export function lookAt(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({
    path: fileURLToPath(new URL(`./.output/${name}.png`, import.meta.url)),
    fullPage: true,
  });
}

/**
 * One browser per test file and a fresh context per test, each test ending with the check that
 * the page logged no console errors. `session` is the current test's; `reopen` swaps it for one
 * with another viewport.
 */
export function useBrowserSessions(): {
  readonly session: Session;
  reopen(viewport: { width: number; height: number }): Promise<Session>;
} {
  let browser: Browser;
  let session: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    session = await openSession(browser);
  });
  afterEach(async () => {
    const errors = session.errors;
    await session.close();
    expect(errors).toEqual([]);
  });
  return {
    get session() {
      return session;
    },
    async reopen(viewport) {
      await session.close();
      session = await openSession(browser, viewport);
      return session;
    },
  };
}

/** The section's text as the catalog serves it: offsets count in it. */
async function sectionContent(page: Page, summaryId: string, sectionId: string) {
  const { summary } = await graphqlFromPage<{
    summary: { sections: { id: string; content: string }[] };
  }>(page, 'query($id: ID!) { summary(id: $id) { sections { id content } } }', { id: summaryId });
  return summary.sections.find((section) => section.id === sectionId)!.content;
}

/** A sentence that occurs once in the text, of a length worth highlighting. */
function sentenceOf(content: string, skip = 0): string {
  const sentences = content
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        sentence.length >= 30 &&
        sentence.length <= 200 &&
        content.indexOf(sentence) === content.lastIndexOf(sentence),
    );
  return sentences[skip]!;
}

interface Made {
  id: string;
  summaryId: string;
  quote: string;
  note: string | null;
  color: string;
}

/** A highlight of the `skip`-th unique sentence of a section, made through the API. */
export async function createHighlight(
  page: Page,
  summaryId: string,
  sectionId: string,
  skip: number,
  color: string,
  note: string | null,
): Promise<Made> {
  const content = await sectionContent(page, summaryId, sectionId);
  const quote = sentenceOf(content, skip);
  const start = content.indexOf(quote);
  const end = start + quote.length;
  const { createHighlight } = await graphqlFromPage<{ createHighlight: Made }>(
    page,
    `
      mutation ($input: CreateHighlightInput!) {
        createHighlight(input: $input) {
          id
          summaryId
          quote
          note
          color
        }
      }
    `,
    {
      input: {
        summaryId,
        sectionId,
        quote,
        prefix: content.slice(Math.max(0, start - 32), start),
        suffix: content.slice(end, end + 32),
        start,
        end,
        color,
        note,
      },
    },
  );
  return createHighlight;
}

/**
 * The newest development preview of an e-mail to `recipient` whose subject starts with
 * `subject`, once identity kept one (its page, and the HTML part as sent): an e-mail no request answered with a preview link (a
 * scheduled one) is found where identity keeps it.
 */
export function emailPreviewTo(
  recipient: string,
  subject: string,
): Promise<{ url: string; html: string }> {
  return inIdentityDatabase(async (client) => {
    for (;;) {
      const { rows } = await client.query<{ id: string; html_body: string }>(
        `SELECT id, html_body FROM email_preview WHERE recipient = $1 AND starts_with(subject, $2)
         ORDER BY created_at DESC LIMIT 1`,
        [recipient, subject],
      );
      if (rows[0])
        return { url: `${baseUrl()}/api/dev/emails/${rows[0].id}`, html: rows[0].html_body };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}

/**
 * Runs out the grace period of the member's pending deletion, as identity's clock would: its
 * due time is moved into the past, and the stack's short ACCOUNT_ERASURE_SWEEP_SECONDS erases
 * the account. Answers once identity has erased it (the services follow through its event).
 */
export function runOutGracePeriod(email: string): Promise<void> {
  return inIdentityDatabase(async (client) => {
    const moved = await client.query(
      `UPDATE account_deletion SET erase_after = now() - interval '1 second'
       WHERE erased_at IS NULL
         AND user_id = (SELECT id FROM user_account WHERE email = $1)`,
      [email],
    );
    if (moved.rowCount !== 1) throw new Error(`no pending deletion of ${email}`);
    for (;;) {
      const { rowCount } = await client.query('SELECT 1 FROM user_account WHERE email = $1', [
        email,
      ]);
      if (rowCount === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}

async function inIdentityDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stack().identityDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
