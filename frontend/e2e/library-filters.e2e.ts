import type { Page } from 'playwright-core';
import {
  ADMIN,
  baseUrl,
  DESKTOP,
  expectNoSeriousAxeViolations,
  gotoSettled,
  saveScreenshot,
  signInOnSimpleAuth,
  untilNetworkQuiet,
  useBrowserSessions,
  waitForImages,
} from './support';

const cards = (page: Page) =>
  page.locator('[data-testid="library-results"] [data-testid="book-card"]');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const showing = (page: Page) => page.getByTestId('library-showing');

/** The server's answer for a filter, as a visitor: what the page must show. */
async function expectedPage(filter: string): Promise<{ totalCount: number; titles: string[] }> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ summaryPage(${filter}, limit: 100) { totalCount items { title } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: { summaryPage: { totalCount: number; items: { title: string }[] } };
  };
  const page = body.data.summaryPage;
  return { totalCount: page.totalCount, titles: page.items.map((item) => item.title) };
}

/**
 * The cards show `titles`, in order. A sort changes no count to wait for: the cards of the
 * filter before it are on screen until its answer arrives, so the titles themselves are awaited.
 */
async function expectCardTitles(page: Page, titles: string[]): Promise<void> {
  await page
    .waitForFunction(
      (wanted) =>
        JSON.stringify(
          [
            ...document.querySelectorAll(
              '[data-testid="library-results"] [data-testid="book-card"] h3',
            ),
          ].map((heading) => (heading as HTMLElement).innerText),
        ) === JSON.stringify(wanted),
      titles,
      { timeout: 15_000 },
    )
    // Not shown in time: the assertion below says what was shown instead.
    .catch(() => undefined);
  expect(await cardTitles(page)).toEqual(titles);
}

const showingText = (count: number) => `Showing ${count} ${count === 1 ? 'book' : 'books'}`;

describe('library filters', () => {
  const browsing = useBrowserSessions();

  it('filters by length and access and sorts, in the URL, kept on reload', async () => {
    const { page } = browsing.session;
    // The page arrives rendered by the gateway: a click lands once its scripts have loaded.
    await gotoSettled(page, '/library');
    await showing(page).waitFor();
    const filterButton = page.getByRole('button', { name: 'Filter' });
    expect(await filterButton.getAttribute('aria-expanded')).toBe('false');
    await filterButton.click();
    const panel = page.getByTestId('library-filters');

    await panel.getByText('10–15 min', { exact: true }).click();
    await panel.getByText('Free', { exact: true }).click();
    await panel.getByText('Title (A–Z)', { exact: true }).click();
    await page.waitForURL('**/library?length=medium&access=free&sort=title');
    const expected = await expectedPage('length: MEDIUM, access: FREE, sort: TITLE');
    expect(expected.totalCount).toBeGreaterThan(0);
    await page.getByText(showingText(expected.totalCount), { exact: true }).waitFor();
    await expectCardTitles(page, expected.titles.slice(0, 24));
    await expectNoSeriousAxeViolations(page);

    // A reload keeps the filters, the panel open with them.
    const reloadedAt = Date.now();
    await page.reload();
    await untilNetworkQuiet(page, reloadedAt);
    await page.getByText(showingText(expected.totalCount), { exact: true }).waitFor();
    await expectCardTitles(page, expected.titles.slice(0, 24));
    expect(await panel.getByRole('radio', { name: '10–15 min' }).isChecked()).toBe(true);
    expect(await panel.getByRole('radio', { name: 'Title (A–Z)' }).isChecked()).toBe(true);
    await page
      .getByRole('button', { name: /Filter/ })
      .getByText('3')
      .waitFor();

    // Shortest first over every length, both chosen in one moment (a quick double tap): the
    // second change keeps the first; the list changes and the URL follows.
    await panel.evaluate((element) => {
      for (const text of ['Any length', 'Shortest']) {
        [...element.querySelectorAll('label')].find((label) => label.textContent === text)?.click();
      }
    });
    await page.waitForURL('**/library?access=free&sort=shortest');
    const shortest = await expectedPage('access: FREE, sort: SHORTEST');
    await page.getByText(showingText(shortest.totalCount), { exact: true }).waitFor();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="book-card"] h3')?.textContent === first,
      shortest.titles[0],
    );

    // Clear filters: back to the clean URL and every book.
    await panel.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/library' && url.search === '');
    const all = await expectedPage('sort: NEWEST');
    await page.getByText(showingText(all.totalCount), { exact: true }).waitFor();
  });

  it('offers only the lengths some book has, sorts Newest by publication, and wraps a long search', async () => {
    const { page } = browsing.session;
    const response = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ libraryLengthBands { length count } }' }),
    });
    const { data } = (await response.json()) as {
      data: { libraryLengthBands: { length: string; count: number }[] };
    };
    const LABELS: Record<string, string> = {
      SHORT: 'Under 10 min',
      MEDIUM: '10–15 min',
      LONG: 'Over 15 min',
    };
    const offered = data.libraryLengthBands.filter((band) => band.count > 0);
    // The seed's books read in 12 to 16 minutes: a band is empty, and it is not offered.
    expect(offered.length).toBeLessThan(data.libraryLengthBands.length);

    await gotoSettled(page, '/library');
    await page.getByRole('button', { name: 'Filter' }).click();
    const lengths = page.getByTestId('library-filters').getByRole('group', { name: 'Length' });
    await lengths.getByRole('radio', { name: 'Any length' }).waitFor();
    expect(await lengths.getByRole('radio').evaluateAll((radios) => radios.length)).toBe(
      offered.length + 1,
    );
    for (const band of data.libraryLengthBands) {
      expect(await lengths.getByRole('radio', { name: LABELS[band.length] }).count()).toBe(
        band.count > 0 ? 1 : 0,
      );
    }

    // Newest is the catalogue's publication order, which is not the order of the titles.
    const newest = await expectedPage('sort: NEWEST');
    const byTitle = await expectedPage('sort: TITLE');
    expect(newest.titles).not.toEqual(byTitle.titles);
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="book-card"] h3')?.textContent === first,
      newest.titles[0],
    );

    // A search as long as a link may carry wraps inside the page instead of widening it.
    await gotoSettled(page, `/library?q=${'x'.repeat(5_000)}`);
    await page.getByTestId('library-empty').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it('never offers a category without a published book', async () => {
    const { page } = browsing.session;
    // The admin creates a category: readers are not offered it until a book in it is published.
    await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('tab', { name: 'Categories' }).click();
    const name = `Empty Shelf ${Date.now().toString(36)}`;
    await page.getByLabel('Name *').fill(name);
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByTestId('admin-category').filter({ hasText: name }).waitFor();

    const visitor = await browsing.reopen(DESKTOP);
    await gotoSettled(visitor.page, '/library');
    const chips = visitor.page.getByRole('list', { name: 'Filter by category' });
    await chips.getByRole('button', { name: 'All Categories' }).waitFor();
    const offered = await chips.getByRole('button').allInnerTexts();
    expect(offered.length).toBeGreaterThan(1);
    expect(offered).not.toContain(name);
    // Every chip offered leads to books.
    await chips.getByRole('button').nth(1).click();
    await cards(visitor.page).first().waitFor();
    expect(await visitor.page.getByText('No books available in this category').count()).toBe(0);
  });

  it.each([
    ['desktop', 'dark', DESKTOP],
    ['phone', 'light', { width: 390, height: 844 }],
  ])(
    'shows the filter panel on %s in the %s theme (screenshot); phone chips stay on one row',
    async (name, theme, size) => {
      const { page } = await browsing.reopen(size);
      await page.addInitScript((chosen) => localStorage.setItem('distill-theme', chosen), theme);
      await page.goto('/library?length=medium&sort=title');
      await cards(page).first().waitFor();
      await waitForImages(page);
      const chips = page.getByRole('list', { name: 'Filter by category' });
      const boxes = await chips
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      if (name === 'phone') {
        expect(new Set(boxes).size).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
      }
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, `library-filters-${name}.png`);
    },
  );
});
