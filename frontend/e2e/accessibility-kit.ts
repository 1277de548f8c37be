import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  ADMIN,
  baseUrl,
  createHighlight,
  DESKTOP,
  fetchCatalog,
  graphqlFromPage,
  launchBrowser,
  MEMBER_PASSWORD,
  PHONE,
  registerViaApi,
  routeStripe,
  seriousAxeViolations,
  signInOnSimpleAuth,
  uniqueEmail,
} from './support';

/*
 * Issues 20 and 42: no page a reader or an admin meets has a serious or critical axe violation
 * or scrolls sideways, in either theme, on a desktop or a phone. A sweep file gives a table of pages, as whom; every
 * page is scanned in every theme at every size, and a page with tabs is scanned on each of its
 * tabs. The pages are split over two files so that two journey workers share the scans.
 */

/**
 * A member has saved, is reading and has finished a book; a new member has done nothing yet
 * (each page of theirs is a new account: /subscribe starts a subscription on every visit).
 */
export type Role = 'visitor' | 'member' | 'new member' | 'admin';
export type Catalog = Awaited<ReturnType<typeof fetchCatalog>>;

export interface Screen {
  name: string;
  as: Role;
  path: (catalog: Catalog) => string;
  /** What shows once the page has loaded. */
  ready: (page: Page) => Locator;
  /** The accessible name of the page's tab list: each of its tabs is scanned too. */
  tabs?: string;
  /** What the reader does on the page before the scan. */
  then?: (page: Page) => Promise<void>;
  /** The page's HTTP status: 404 for the not-found pages (issue 42 item 6), else 200. */
  status?: 404;
}

export const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name, exact: true });
/** The page's main heading, whatever it says. */
export const mainHeading = (page: Page) => page.locator('main h1');
export const byTestId = (testId: string) => (page: Page) => page.getByTestId(testId);
export const free = (catalog: Catalog) => catalog.summaries.filter((summary) => !summary.isPremium);
export const premium = (catalog: Catalog) =>
  catalog.summaries.find((summary) => summary.isPremium)!;

/** A page with tabs is several scans, and axe's contrast checks are slow on a busy machine. */
const SCAN_TIMEOUT_MS = 300_000;

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE };
type Theme = (typeof THEMES)[number];
type ViewportName = keyof typeof VIEWPORTS;

/** Waits until no loading placeholder is left on the page. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.querySelector('.skeleton, [aria-busy="true"]') === null);

/**
 * One page per role, theme and viewport, opened on first use and kept for the run: the
 * signed-in roles start from the storage (session cookie, tokens) of one sign-in each.
 */
class Pages {
  private readonly pages = new Map<string, { page: Page; errors: string[] }>();
  private readonly signedIn = new Map<Role, Awaited<ReturnType<BrowserContext['storageState']>>>();
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly catalog: Catalog,
  ) {}

  async get(role: Role, theme: Theme, viewport: ViewportName) {
    const key = `${role}/${theme}/${viewport}`;
    let entry = this.pages.get(key);
    if (!entry) {
      const context = await this.browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: baseUrl(),
        storageState: role === 'visitor' ? undefined : await this.storageOf(role),
      });
      this.contexts.push(context);
      await context.addInitScript((chosen) => localStorage.setItem('distill-theme', chosen), theme);
      await routeStripe(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      entry = { page, errors };
      this.pages.set(key, entry);
    }
    return entry;
  }

  private async storageOf(role: Exclude<Role, 'visitor'>) {
    const known = this.signedIn.get(role);
    if (known) return known;
    const context = await this.browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    if (role === 'admin') {
      await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin');
    } else {
      const email = uniqueEmail('a11y');
      await registerViaApi(email);
      await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
      await page.waitForURL('**/dashboard');
      if (role === 'member') await fillMyLibrary(page, this.catalog);
    }
    const state = await context.storageState();
    await context.close();
    if (role !== 'new member') this.signedIn.set(role, state);
    return state;
  }

  close() {
    return Promise.all(this.contexts.map((context) => context.close()));
  }
}

/**
 * One book on each of My Library's shelves, so each tab shows cards, not only its empty line,
 * and a highlight with a note in a third, unopened book.
 */
async function fillMyLibrary(page: Page, catalog: Catalog) {
  const [reading, finished] = free(catalog);
  const progress = (summaryId: string, progressPercentage: number) =>
    graphqlFromPage(
      page,
      'mutation($input: RecordReadingProgressInput!) { recordReadingProgress(input: $input) { id } }',
      { input: { summaryId, progressPercentage } },
    );
  await graphqlFromPage(page, 'mutation($id: ID!) { addFavorite(summaryId: $id) { summaryId } }', {
    id: premium(catalog).id,
  });
  await progress(reading!.id, 40);
  await progress(finished!.id, 100);
  // A highlight with a note: /highlights lists it and /review has a card to show.
  // In a book not yet opened, so the reader opens at the highlighted first section.
  const highlighted = free(catalog)[2]!;
  const [section] = [...highlighted.sections].sort((a, b) => a.order - b.order);
  await createHighlight(page, highlighted.id, section!.id, 0, 'yellow', 'Worth remembering.');
}

/**
 * What axe reports as serious or critical, and a page wider than the screen (axe does not look
 * at that, and on a phone it is the whole page sliding sideways under the reader's thumb).
 */
async function problemsOf(page: Page): Promise<string[]> {
  const found = await seriousAxeViolations(page);
  const { scrolls, shown } = await page.evaluate(() => ({
    scrolls: document.documentElement.scrollWidth,
    shown: document.documentElement.clientWidth,
  }));
  if (scrolls > shown)
    found.push(`the page scrolls sideways: ${scrolls} px wide on a ${shown} px screen`);
  return found;
}

/** Scans the page as it is, and each of its tabs when it has some. */
async function scan(page: Page, screen: Screen, label: string): Promise<string[]> {
  await screen.ready(page).first().waitFor();
  await settled(page);
  await screen.then?.(page);
  if (!screen.tabs) return (await problemsOf(page)).map((line) => `${label}: ${line}`);
  const tabs = page.getByRole('tablist', { name: screen.tabs }).getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(1);
  const found: string[] = [];
  for (const tab of await tabs.all()) {
    const name = (await tab.innerText()).trim();
    await tab.click();
    await page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`).waitFor();
    await settled(page);
    const lines = await problemsOf(page);
    found.push(...lines.map((line) => `${label}, tab "${name}": ${line}`));
  }
  return found;
}

/** Scans every page of `screens` in both themes on a desktop and a phone. */
export function sweep(title: string, screens: Screen[]): void {
  const matrix = screens.flatMap((screen) =>
    THEMES.flatMap((theme) =>
      (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({ screen, theme, viewport })),
    ),
  );
  describe(title, () => {
    let browser: Browser;
    let catalog: Catalog;
    let pages: Pages;

    beforeAll(async () => {
      browser = await launchBrowser();
      catalog = await fetchCatalog();
      pages = new Pages(browser, catalog);
    });
    afterAll(async () => {
      await pages.close();
      await browser.close();
    });

    it.each(matrix.map((cell) => [cell.screen.name, cell.theme, cell.viewport, cell] as const))(
      '%s, %s theme, %s',
      async (_name, theme, viewport, { screen }) => {
        const { page, errors } = await pages.get(screen.as, theme, viewport);
        const response = await page.goto(screen.path(catalog));
        expect(response?.status()).toBe(screen.status ?? 200);
        const label = `${screen.name} (${screen.as}), ${theme} theme, ${viewport}`;
        expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
        const violations = await scan(page, screen, label);
        expect(violations).toEqual([]);
        // Chromium reports a document answered 404 as a console error: that one is the page
        // saying what it should, any other is not.
        const notFound = `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${response?.url()})`;
        expect(
          errors.splice(0).filter((error) => screen.status !== 404 || error !== notFound),
        ).toEqual([]);
      },
      SCAN_TIMEOUT_MS,
    );
  });
}
