import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  fetchCatalog,
  createHighlight,
  MEMBER_PASSWORD,
  registerViaApi,
  saveScreenshot,
  signInOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
  waitForImages,
} from './support';

const main = (page: Page) => page.getByRole('main');
const memberNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Member' });

/** Clicks a download button and reads the file the browser saved. */
/**
 * The file an export link downloads. The browser fetches it from the streamed route itself (a
 * link, not a file the page built in memory), so the download's address is the route's.
 */
async function downloaded(page: Page, link: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('link', { name: link }).click(),
  ]);
  expect(new URL(download.url()).pathname).toBe('/api/highlights/export');
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path())!, 'utf8'),
  };
}

function highlightCount(page: Page, text: string) {
  return page.getByTestId('highlight-count').getByText(text, { exact: true }).waitFor();
}

/** Waits for the server to answer a full-text search of the member's highlights for this term. */
function searchAnswered(page: Page, term: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('HighlightSearch') &&
      (response.request().postData() ?? '').includes(`"q":"${term}"`),
  );
}

describe('highlights and the daily review', () => {
  const browsing = useBrowserSessions();

  it('lists, searches, filters and exports highlights; the review is finished with the keyboard', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('remember');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await page.waitForURL('**/dashboard');

    // Highlights in two free books, two colours, with notes, made through the API.
    const { summaries } = await fetchCatalog();
    const [bookA, bookB] = summaries.filter((s) => !s.isPremium && s.sections.length > 0);
    const sectionA = [...bookA!.sections].sort((a, b) => a.order - b.order)[0]!;
    const sectionB = [...bookB!.sections].sort((a, b) => a.order - b.order)[0]!;
    const first = await createHighlight(page, bookA!.id, sectionA.id, 0, 'yellow', null);
    const second = await createHighlight(
      page,
      bookA!.id,
      sectionA.id,
      1,
      'green',
      'Try this with the team on Monday',
    );
    const third = await createHighlight(
      page,
      bookB!.id,
      sectionB.id,
      0,
      'pink',
      'Compare with the chapter on habits',
    );
    const made = [first, second, third];

    // The dashboard: three to review today, and the Highlights card with the latest.
    await page.reload();
    await page.getByTestId('review-due-count').getByText('3 to review today').waitFor();
    await page.getByTestId('highlights-card-count').getByText('3 highlights').waitFor();

    // /highlights lists every highlight under its book, each linking to its place.
    await memberNav(page).getByRole('link', { name: 'Highlights' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Highlights' }).waitFor();
    await highlightCount(page, '3 highlights');
    for (const book of [bookA!, bookB!]) {
      await main(page).getByRole('heading', { level: 2, name: book.title }).waitFor();
    }
    for (const highlight of made) {
      const item = page.locator(`[data-highlight-id="${highlight.id}"]`);
      await item.getByText(highlight.quote, { exact: true }).waitFor();
      await expect(
        item.getByRole('link', { name: 'Open in the reader' }).getAttribute('href'),
      ).resolves.toBe(`/summary/${highlight.summaryId}?highlight=${highlight.id}`);
    }
    await waitForImages(page);
    await saveScreenshot(page, 'highlights.png');

    // Search one's highlights (issue 47): the server's full-text search finds words of a note,
    // marks them in the note's snippet, and the words stay in the URL.
    const search = main(page).getByRole('searchbox', { name: 'Search your highlights and notes' });
    const answered = searchAnswered(page, 'team on Monday');
    await search.fill('team on Monday');
    await answered;
    await highlightCount(page, '1 highlight matches “team on Monday”');
    const result = main(page).getByTestId('highlight-search-result');
    await result.getByTestId('highlight-quote-snippet').getByText(second.quote).waitFor();
    expect(
      await result.getByTestId('highlight-note-snippet').locator('mark').allTextContents(),
    ).toEqual(['team', 'Monday']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('team on Monday');
    await saveScreenshot(page, 'highlights-search.png');
    await expectNoSeriousAxeViolations(page);

    // Typed and sent with Enter; a phrase in quotes; a word excluded with "-"; nothing found.
    await search.fill('"the chapter on habits"');
    await search.press('Enter');
    await highlightCount(page, '1 highlight matches “"the chapter on habits"”');
    await result.getByTestId('highlight-note-snippet').getByText('habits').waitFor();
    await search.fill('"habits the chapter"');
    await search.press('Enter');
    await main(page).getByText('No highlights match “"habits the chapter"”.').waitFor();
    await search.fill('habits -compare');
    await search.press('Enter');
    await main(page).getByText('No highlights match “habits -compare”.').waitFor();

    // A result opens the reader at that highlight; back keeps the search.
    await search.fill('Monday');
    await search.press('Enter');
    await highlightCount(page, '1 highlight matches “Monday”');
    await result.getByRole('link', { name: /Open in the reader/ }).click();
    await page.waitForURL(`**/summary/${second.summaryId}?highlight=${second.id}`);
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-highlight-id') === id,
      second.id,
    );
    await page.goBack();
    await highlightCount(page, '1 highlight matches “Monday”');
    await expect(search.inputValue()).resolves.toBe('Monday');
    await search.fill('');
    await highlightCount(page, '3 highlights');

    // Filters: by book, then by colour, each in the URL.
    await main(page).getByRole('combobox', { name: 'Book' }).selectOption(bookA!.id);
    await highlightCount(page, '2 highlights');
    expect(new URL(page.url()).searchParams.get('book')).toBe(bookA!.id);

    // The filtered book's Markdown holds exactly its two quotes and its note.
    const bookMarkdown = await downloaded(page, 'Download Markdown');
    expect(bookMarkdown.name).toMatch(/^distill-highlights-.+\.md$/);
    expect(quotesOfMarkdown(bookMarkdown.text).sort()).toEqual([first.quote, second.quote].sort());
    expect(bookMarkdown.text).toContain(second.note);
    expect(bookMarkdown.text).not.toContain(third.note);

    await main(page).getByRole('combobox', { name: 'Book' }).selectOption('');
    await highlightCount(page, '3 highlights');
    await main(page).getByRole('combobox', { name: 'Colour' }).selectOption('pink');
    await highlightCount(page, '1 highlight');
    await page.getByText(third.quote, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('color')).toBe('pink');
    await main(page).getByRole('combobox', { name: 'Colour' }).selectOption('');
    await highlightCount(page, '3 highlights');

    // Both exports of everything: exactly the member's quotes and notes.
    const markdown = await downloaded(page, 'Download Markdown');
    expect(quotesOfMarkdown(markdown.text).sort()).toEqual(made.map((h) => h.quote).sort());
    for (const note of [second.note!, third.note!]) expect(markdown.text).toContain(note);
    const csv = await downloaded(page, 'Download CSV (Readwise)');
    expect(csv.name).toMatch(/^distill-highlights-.+\.csv$/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('"Highlight","Title","Author","URL","Note","Location","Date"');
    expect(rows).toHaveLength(made.length + 1);
    for (const highlight of made) {
      const row = rows.find((line) => line.includes(csvField(highlight.quote)));
      expect(row).toBeDefined();
      if (highlight.note) expect(row).toContain(csvField(highlight.note));
    }

    // Axe on /highlights and on a review card, in both themes.
    for (const theme of ['dark', 'light']) {
      await expectNoSeriousAxeViolations(page);
      await page.goto('/review');
      await page.getByTestId('review-card').waitFor();
      await expectNoSeriousAxeViolations(page);
      if (theme === 'dark') {
        await page.getByTestId('theme-toggle').click();
        await page.goto('/highlights');
        await highlightCount(page, '3 highlights');
      }
    }
    await page.getByTestId('theme-toggle').click();

    // The review, keyboard only: Space reveals the note, 1-4 grade; Again brings a card back.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Start review' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/review');
    const progress = page.getByTestId('review-progress');
    await progress.getByText('1 of 3').waitFor();
    await waitForImages(page);
    await saveScreenshot(page, 'review.png');
    /** Space shows the card's note; a card without one offers none to show. */
    const revealNote = async (quote: string) => {
      const note = made.find((highlight) => highlight.quote === quote)!.note;
      if (note) {
        await page.keyboard.press('Space');
        await page.getByTestId('review-note').getByText(note).waitFor();
      } else {
        expect(await page.getByRole('button', { name: /Show note/ }).count()).toBe(0);
      }
    };
    const firstQuote = await page.locator('#review-card-quote').innerText();
    await revealNote(firstQuote);
    await page.keyboard.press('1');
    // Again: the card waits at the end of today's review, one more to show; the next one is up.
    await page.waitForFunction(
      (quote) => document.getElementById('review-card-quote')?.textContent !== quote,
      firstQuote,
    );
    const graded: string[] = [];
    for (const position of ['2 of 4', '3 of 4', '4 of 4']) {
      await progress.getByText(position).waitFor();
      const quote = await page.locator('#review-card-quote').innerText();
      graded.push(quote);
      await revealNote(quote);
      await page.keyboard.press('3');
    }
    expect(graded[2]).toBe(firstQuote);
    expect(graded.sort()).toEqual(made.map((h) => h.quote).sort());
    await page.getByRole('heading', { name: "You're done for today" }).waitFor();
    await page
      .getByTestId('review-done')
      .getByTestId('current-streak')
      .getByText('1 day streak')
      .waitFor();
    await page
      .getByTestId('review-done')
      .getByText('Achievement earned: First Recall', { exact: true })
      .waitFor();

    // The dashboard: nothing left today, and the day counts for the streak.
    await memberNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('review-due-count').getByText('0 to review today').waitFor();
    await page.getByTestId('current-streak').getByText('1 day streak').waitFor();
    await expect(page.getByRole('link', { name: 'Start review' }).count()).resolves.toBe(0);

    // Back on /highlights: a note, a colour and the review toggle are edited, one is deleted;
    // a reload shows what the server kept.
    await memberNav(page).getByRole('link', { name: 'Highlights' }).click();
    const firstItem = page.locator(`[data-highlight-id="${first.id}"]`);
    await firstItem.getByRole('button', { name: 'Add note' }).click();
    await firstItem.getByLabel('Note').fill('Worth reading twice');
    await firstItem.getByRole('button', { name: 'Save note' }).click();
    await firstItem.getByText('Worth reading twice').waitFor();
    await firstItem.getByRole('button', { name: 'Blue' }).click();
    await firstItem.locator('button[aria-label="Blue"][aria-pressed="true"]').waitFor();
    const inReview = firstItem.getByRole('checkbox', { name: 'Include in review' });
    await inReview.uncheck();
    const thirdItem = page.locator(`[data-highlight-id="${third.id}"]`);
    await thirdItem.getByRole('button', { name: 'Delete' }).click();
    await thirdItem.getByRole('button', { name: 'Delete' }).click();
    await thirdItem.waitFor({ state: 'detached' });
    await page.reload();
    await highlightCount(page, '2 highlights');
    await firstItem.getByText('Worth reading twice').waitFor();
    await firstItem.locator('button[aria-label="Blue"][aria-pressed="true"]').waitFor();
    await expect(inReview.isChecked()).resolves.toBe(false);
    await expect(thirdItem.count()).resolves.toBe(0);
  });
});

/** The quotes of an export's Markdown: its block quotes. */
function quotesOfMarkdown(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('> '))
    .map((line) => line.slice(2));
}

/** A field as the export writes it: every one quoted (RFC 4180), quotes doubled. */
function csvField(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}
