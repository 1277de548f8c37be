import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  fetchCatalog,
  gotoSettled,
  useBrowserSessions,
} from './support';

/** The words the reader marks (a CSS highlight over the section's text), as text. */
const markedWords = (page: Page) =>
  page.evaluate(() =>
    [...(CSS.highlights.get('search-match') ?? [])].map((range) => String(range)),
  );

describe('search inside the books (issue 47)', () => {
  const browsing = useBrowserSessions();
  let catalog: Awaited<ReturnType<typeof fetchCatalog>>;

  beforeAll(async () => {
    catalog = await fetchCatalog();
  });

  it('searches from the library and opens a result at its section with the words marked', async () => {
    const { page } = browsing.session;
    await gotoSettled(page, '/library');
    await page.getByRole('heading', { level: 1, name: 'Book Library' }).waitFor();
    // No title or author says "stoic": the library's grid is empty, the books' text is not.
    await page.getByLabel('Search books or authors').fill('stoic');
    const matches = page.getByTestId('text-matches');
    const first = matches.getByTestId('search-result').first();
    await first.getByRole('link', { name: 'Meditations' }).waitFor();
    await expect(first.locator('mark').first().innerText()).resolves.toMatch(/^stoic/i);
    const heading = (await first.getByText(/^In “/).innerText()).slice(4, -1);
    await expectNoSeriousAxeViolations(page);

    await first.getByRole('link', { name: 'Meditations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meditations' }).waitFor();
    const meditations = catalog.summaries.find((summary) => summary.title === 'Meditations')!;
    expect(new URL(page.url()).pathname).toBe(`/summary/${meditations.id}`);
    await page.locator('#section-title', { hasText: heading }).waitFor();
    await page.waitForFunction(() => (CSS.highlights.get('search-match')?.size ?? 0) > 0);
    const marked = await markedWords(page);
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(word.toLowerCase()).toMatch(/^stoic/); // the last word as typed: "stoic", "stoicism"
  });

  it('lists results with snippets on /search, offers the closest author and quotes no locked text', async () => {
    const { page } = browsing.session;
    await gotoSettled(page, '/search?q=Senneca');
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    const suggestion = page.getByTestId('search-did-you-mean');
    await suggestion.getByRole('link', { name: 'Seneca' }).waitFor();
    await page
      .getByTestId('search-result')
      .getByRole('link', { name: 'On the Shortness of Life' })
      .waitFor();

    // "Staffordshire" is said only in a locked section of a Premium summary.
    await page.getByLabel('Search inside the books').fill('staffordshire');
    const result = page.getByTestId('search-result').first();
    await result.getByRole('link', { name: 'How to Live on 24 Hours a Day' }).waitFor();
    await result.getByText('Premium').waitFor();
    await expect(result.getByTestId('search-snippet').innerText()).resolves.not.toMatch(
      /staffordshire/i,
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe('staffordshire');
    await expectNoSeriousAxeViolations(page);
  });
});
