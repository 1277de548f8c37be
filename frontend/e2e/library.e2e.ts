import type { Page } from 'playwright-core';
import { LIBRARY_PAGE_SIZE } from '../src/features/library-browser/library-filter';
import {
  expectNoSeriousAxeViolations,
  fetchCatalog,
  gotoSettled,
  MEMBER_PASSWORD,
  registerViaApi,
  signInOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
} from './support';

const cards = (page: Page) =>
  page.locator('[data-testid="library-results"] [data-testid="book-card"]');
const showing = (page: Page) => page.getByTestId('library-showing');

describe('library (visitor)', () => {
  const browsing = useBrowserSessions();
  let catalog: Awaited<ReturnType<typeof fetchCatalog>>;

  beforeAll(async () => {
    catalog = await fetchCatalog();
  });

  /** The page arrives rendered by the gateway: a click lands once its scripts have loaded. */
  async function openLibrary(page: Page, search = '') {
    await gotoSettled(page, `/library${search}`);
    await page.getByRole('heading', { level: 1, name: 'Book Library' }).waitFor();
    await showing(page).waitFor();
  }

  it('shows the first page, counts every published summary and loads the rest', async () => {
    const { page } = browsing.session;
    await openLibrary(page);
    const total = catalog.summaries.length;
    expect(await showing(page).innerText()).toBe(`Showing ${total} books`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(Math.min(total, LIBRARY_PAGE_SIZE));
    await page
      .getByText(`Discover ${total} book summaries across ${catalog.categories.length} categories`)
      .waitFor();
    await page.getByRole('heading', { name: 'Unlock unlimited access' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).resolves.toBe('/subscribe');

    // Scrolling to the end loads the following pages, each summary once.
    // Each turn reads the count before it scrolls: on a fast machine the page a scroll asks for
    // can arrive before a count read after it, and the wait would be for a page never asked for.
    for (let shown = await cards(page).count(); shown < total; shown = await cards(page).count()) {
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.waitForFunction(
        ([selector, before]) => document.querySelectorAll(selector).length > before,
        ['[data-testid="library-results"] [data-testid="book-card"]', shown] as const,
      );
    }
    await page.getByRole('button', { name: 'Show more books' }).waitFor({ state: 'detached' });
    await cards(page)
      .nth(total - 1)
      .waitFor();
    expect(await cards(page).count()).toBe(total);
    const titles = await cards(page).getByRole('heading').allInnerTexts();
    expect(new Set(titles).size).toBe(total);
  });

  it('searches titles and authors case-insensitively', async () => {
    const { page } = browsing.session;
    await openLibrary(page);
    const target = catalog.summaries[0]!;
    const term = target.author.split(' ').at(-1)!.toUpperCase();
    const expected = catalog.summaries.filter(
      (summary) =>
        summary.title.toLowerCase().includes(term.toLowerCase()) ||
        summary.author.toLowerCase().includes(term.toLowerCase()),
    );

    await page.getByPlaceholder('Search books or authors...').fill(term);
    const label = `Showing ${expected.length} ${expected.length === 1 ? 'book' : 'books'} for "${term}"`;
    await page.getByText(label).waitFor();
    expect(await cards(page).count()).toBe(expected.length);
    await cards(page).getByRole('link', { name: target.title }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);
  });

  it('filters by category and keeps the filter in the URL across a reload', async () => {
    const { page } = browsing.session;
    await openLibrary(page);
    const category = catalog.categories.find((item) =>
      catalog.summaries.some((summary) => summary.categoryId === item.id),
    )!;
    const inCategory = catalog.summaries.filter((summary) => summary.categoryId === category.id);

    await page.getByRole('button', { name: category.name, exact: true }).click();
    await page
      .getByText(`Showing ${inCategory.length} ${inCategory.length === 1 ? 'book' : 'books'}`, {
        exact: true,
      })
      .waitFor();
    expect(await cards(page).count()).toBe(inCategory.length);
    const labels = await cards(page).getByTestId('book-card-category').allInnerTexts();
    expect(new Set(labels.map((label) => label.toLowerCase()))).toEqual(
      new Set([category.name.toLowerCase()]),
    );

    const term = inCategory[0]!.title.slice(0, 4);
    await page.getByPlaceholder('Search books or authors...').fill(term);
    await page.getByText(new RegExp(`for "${term}"`)).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBe(category.slug);
    expect(url.searchParams.get('q')).toBe(term);
    const countBefore = await cards(page).count();

    await page.reload();
    await showing(page).waitFor();
    expect(await page.getByPlaceholder('Search books or authors...').inputValue()).toBe(term);
    await expect(
      page.getByRole('button', { name: category.name, exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect(await cards(page).count()).toBe(countBefore);
  });

  it('explains an empty search and clears it, keeping the chosen category', async () => {
    const { page } = browsing.session;
    const category = catalog.categories.find((item) =>
      catalog.summaries.some((summary) => summary.categoryId === item.id),
    )!;
    const inCategory = catalog.summaries.filter((summary) => summary.categoryId === category.id);
    await openLibrary(page, `?category=${category.slug}`);
    await page.getByPlaceholder('Search books or authors...').fill('zzz-no-such-book');
    await page.getByRole('heading', { name: 'No books found' }).waitFor();
    await page.getByText('No books match your search for "zzz-no-such-book"').waitFor();
    expect(await showing(page).innerText()).toBe('Showing 0 books for "zzz-no-such-book"');

    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page
      .getByText(`Showing ${inCategory.length} ${inCategory.length === 1 ? 'book' : 'books'}`, {
        exact: true,
      })
      .waitFor();
    expect(await page.getByPlaceholder('Search books or authors...').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe(`?category=${category.slug}`);
    await expect(
      page.getByRole('button', { name: category.name, exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
  });

  it('treats an unknown category in the URL as no filter, without an empty state', async () => {
    const { page } = browsing.session;
    await openLibrary(page, '?category=no-such-category');
    await page.getByText(`Showing ${catalog.summaries.length} books`, { exact: true }).waitFor();
    await expect(
      page.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    // The address is set right once the page comes to life (it arrives rendered by the gateway).
    await page.waitForURL((url) => url.search === '');
    expect(await page.getByRole('heading', { name: 'No books found' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clear Search' }).count()).toBe(0);
  });

  it('has no serious accessibility violations', async () => {
    const { page } = browsing.session;
    await openLibrary(page);
    await cards(page).first().waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});

describe('library (member)', () => {
  const browsing = useBrowserSessions();

  it('sends a member’s first page with their favourites, asking for it neither as a visitor nor again', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('library');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await page.waitForURL('**/dashboard');
    // The first card's summary becomes a favourite.
    await gotoSettled(page, '/library');
    const label = await cards(page)
      .first()
      .getByRole('button', { name: /favorites$/ })
      .getAttribute('aria-label');
    const title = /^Add (.+) to favorites$/.exec(label ?? '')?.[1];
    const { summaries } = await fetchCatalog();
    const first = summaries.find((summary) => summary.title === title)!;
    const favorite = await page.request.post('/api/favorites', { data: { summaryId: first.id } });
    expect(favorite.ok()).toBe(true);

    const pageQueries: Array<{ signedIn?: boolean }> = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? request.postDataJSON() : undefined;
      if (body?.operationName === 'LibraryPage') pageQueries.push(body.variables);
    });
    // A full load: the gateway renders the member's page with their answers, inlined.
    await gotoSettled(page, '/library');
    await showing(page).waitFor();
    await cards(page)
      .getByRole('button', { name: `Remove ${first.title} from favorites` })
      .waitFor();
    expect(pageQueries).toEqual([]);
  });
});
