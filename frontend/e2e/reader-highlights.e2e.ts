import type { Browser, Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  fetchCatalog,
  gotoSettled,
  holdScripts,
  launchBrowser,
  openSession,
  registerViaApi,
  saveScreenshot,
  signInOnSimpleAuth,
  uniqueEmail,
  waitForImages,
  type Session,
} from './support';

interface ServerHighlight {
  id: string;
  sectionId: string;
  quote: string;
  start: number;
  end: number;
  color: string;
  note: string | null;
}

/** The member's highlights in a summary, as the server has them (the page's session cookie). */
async function serverHighlights(page: Page, summaryId: string): Promise<ServerHighlight[]> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query ($summaryId: ID!) {
        highlights(summaryId: $summaryId) { items { id sectionId quote start end color note } }
      }`,
      variables: { summaryId },
    },
  });
  const body = (await response.json()) as { data: { highlights: { items: ServerHighlight[] } } };
  return body.data.highlights.items;
}

/** Selects content[start, end) of the open section, as a reader dragging over it would. */
async function selectText(page: Page, start: number, end: number) {
  await page.evaluate(
    ([from, to]) => {
      const point = (offset: number) => {
        const paragraph = [...document.querySelectorAll<HTMLElement>('[data-start]')].find(
          (candidate) =>
            Number(candidate.dataset.start) <= offset && Number(candidate.dataset.end) >= offset,
        )!;
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        let left = offset - Number(paragraph.dataset.start);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (left <= length) return { node, offset: left };
          left -= length;
        }
        throw new Error(`offset ${offset} is not on screen`);
      };
      const range = document.createRange();
      const first = point(from);
      const last = point(to);
      range.setStart(first.node, first.offset);
      range.setEnd(last.node, last.offset);
      first.node.parentElement!.scrollIntoView({ block: 'center' });
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    },
    [start, end],
  );
}

/** Where each highlight on screen starts in the section's content, with its text. */
function marksOnScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('mark[data-highlight-id]')].map((mark) => {
      const paragraph = mark.closest<HTMLElement>('[data-start]')!;
      const before = document.createRange();
      before.setStart(paragraph, 0);
      before.setEnd(mark, 0);
      return {
        id: mark.dataset.highlightId!,
        color: mark.dataset.color!,
        start: Number(paragraph.dataset.start) + before.toString().length,
        text: mark.textContent,
      };
    }),
  );
}

/** The first sentence of a paragraph's text (a whole sentence, as a reader would pick it). */
function firstSentence(content: string, from: number) {
  const paragraphEnd = content.indexOf('\n', from);
  const text = content.slice(from, paragraphEnd < 0 ? undefined : paragraphEnd);
  const stop = text.search(/[.!?](\s|$)/);
  const quote = stop < 0 ? text : text.slice(0, stop + 1);
  return { start: from, end: from + quote.length, quote };
}

/** The middle of the character at `offset` of the open section, on screen. */
function characterCentre(page: Page, offset: number) {
  return page.evaluate((at) => {
    const paragraph = [...document.querySelectorAll<HTMLElement>('[data-start]')].find(
      (candidate) => Number(candidate.dataset.start) <= at && Number(candidate.dataset.end) > at,
    )!;
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    let left = at - Number(paragraph.dataset.start);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent!.length;
      if (left < length) {
        const range = document.createRange();
        range.setStart(node, left);
        range.setEnd(node, left + 1);
        const rect = range.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      }
      left -= length;
    }
    throw new Error(`offset ${at} is not on screen`);
  }, offset);
}

/** Drags the mouse from the left edge of content[start] to the middle of content[end]. */
async function dragOver(page: Page, start: number, end: number) {
  const from = await characterCentre(page, start);
  const to = await characterCentre(page, end);
  await page.mouse.move(from.x - 3, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

const status = (page: Page) => page.getByTestId('highlight-status');
const toolbar = (page: Page) => page.getByTestId('highlight-toolbar');

describe('highlights in the reader', () => {
  let browser: Browser;
  const sessions: Session[] = [];
  const open = async (viewport?: { width: number; height: number }) => {
    const session = await openSession(browser, viewport);
    sessions.push(session);
    return session;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  afterEach(async () => {
    const errors = sessions.flatMap((session) => session.errors);
    await Promise.all(sessions.splice(0).map((session) => session.close()));
    expect(errors).toEqual([]);
  });

  it('highlights in two colours with a note, shows them on another device, edits and deletes them', async () => {
    const { summaries } = await fetchCatalog();
    const summary = summaries.find(
      (candidate) =>
        !candidate.isPremium &&
        candidate.sections.length >= 2 &&
        candidate.sections.every((section) => (section.content ?? '').length > 80),
    )!;
    const sections = [...summary.sections].sort((a, b) => a.order - b.order);
    const [first, second] = [sections[0]!, sections[1]!];
    const email = uniqueEmail('highlights');
    await registerViaApi(email);

    // Device one: a sentence of section 1 in yellow, with the mouse's selection.
    const { page } = await open();
    await signInOnSimpleAuth(page, email, 'Quiet-Lantern-42');
    await page.waitForURL('**/dashboard');
    await gotoSettled(page, `/summary/${summary.id}`);
    await page.getByText(`Section 1 of ${sections.length}`, { exact: true }).waitFor();
    const firstContent = first.content!;
    const yellow = firstSentence(firstContent, firstContent.search(/\S/));
    await selectText(page, yellow.start, yellow.end);
    await toolbar(page).getByRole('button', { name: 'Highlight in yellow' }).click();
    await status(page).getByText('Highlighted in yellow').waitFor();
    await page.locator('mark[data-color="yellow"]').getByText(yellow.quote).waitFor();

    // Section 2, from the keyboard: a selection, H highlights it (yellow); the new highlight has
    // the focus, Enter opens it, Tab to green, Enter, and a note is added.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText(`Section 2 of ${sections.length}`, { exact: true }).waitFor();
    const secondContent = second.content!;
    const green = firstSentence(secondContent, secondContent.search(/\S/));
    await selectText(page, green.start, green.end);
    await page.keyboard.press('h');
    await status(page).getByText('Highlighted in yellow').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-color') === 'yellow',
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Yellow',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await status(page).getByText('Highlighted in green').waitFor();
    const greenMark = page.locator('mark[data-color="green"]');
    await greenMark.waitFor();
    await toolbar(page).getByLabel('Note').fill('Worth rereading.');
    await toolbar(page).getByRole('button', { name: 'Save note' }).click();
    await status(page).getByText('Note saved').waitFor();
    await page.getByRole('button', { name: /^Green highlight with a note: / }).waitFor();
    expect(await greenMark.textContent()).toBe(green.quote);

    const saved = await serverHighlights(page, summary.id);
    expect(saved).toHaveLength(2);
    const yellowSaved = saved.find((highlight) => highlight.color === 'yellow')!;
    const greenSaved = saved.find((highlight) => highlight.color === 'green')!;
    expect(yellowSaved).toMatchObject({ sectionId: first.id, ...yellow, note: null });
    expect(greenSaved).toMatchObject({ sectionId: second.id, ...green, note: 'Worth rereading.' });
    // For the README: the section with its highlight open for changes.
    await page.getByTestId('section-position').evaluate((element) => element.scrollIntoView());
    await page.evaluate(() => window.scrollBy(0, -96));
    await greenMark.click();
    await toolbar(page).getByRole('button', { name: 'Delete highlight' }).waitFor();
    await saveScreenshot(page, 'reader-highlights.png');
    await page.keyboard.press('Escape');

    // Device two, same account: the highlights are where they were made. A link to the first
    // one (as /highlights gives) opens its section and focuses it.
    const other = (await open()).page;
    await signInOnSimpleAuth(other, email, 'Quiet-Lantern-42');
    await other.waitForURL('**/dashboard');
    await other.goto(`/summary/${summary.id}?highlight=${yellowSaved.id}`);
    await other.getByText(`Section 1 of ${sections.length}`, { exact: true }).waitFor();
    await other.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-highlight-id') === id,
      yellowSaved.id,
    );
    expect(await marksOnScreen(other)).toEqual([
      { id: yellowSaved.id, color: 'yellow', start: yellow.start, text: yellow.quote },
    ]);
    await other.getByRole('button', { name: 'Next', exact: true }).click();
    await other.getByText(`Section 2 of ${sections.length}`, { exact: true }).waitFor();
    await other.locator('mark[data-highlight-id]').waitFor();
    expect(await marksOnScreen(other)).toEqual([
      { id: greenSaved.id, color: 'green', start: green.start, text: green.quote },
    ]);
    await expectNoSeriousAxeViolations(other);

    // Delete the green one (click, then the editor's button).
    await other.locator('mark[data-highlight-id]').click();
    await expectNoSeriousAxeViolations(other);
    await toolbar(other).getByRole('button', { name: 'Delete highlight' }).click();
    await status(other).getByText('Highlight deleted').waitFor();
    expect(await other.locator('mark').count()).toBe(0);

    // Edit the yellow one: blue, with a note; Escape closes the editor and gives the focus back.
    await other.getByRole('button', { name: 'Previous', exact: true }).click();
    const mark = other.getByRole('button', { name: /^Yellow highlight: / });
    await mark.focus();
    await other.keyboard.press('Enter');
    await toolbar(other).getByRole('button', { name: 'Blue', exact: true }).click();
    await status(other).getByText('Highlighted in blue').waitFor();
    expect(
      await toolbar(other)
        .getByRole('button', { name: 'Blue', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await toolbar(other).getByLabel('Note').fill('Changed my mind.');
    await toolbar(other).getByRole('button', { name: 'Save note' }).click();
    await status(other).getByText('Note saved').waitFor();
    await other.getByRole('button', { name: /^Blue highlight with a note: / }).press('Enter');
    await toolbar(other).waitFor();
    await other.keyboard.press('Escape');
    await toolbar(other).waitFor({ state: 'detached' });
    // Radix gives the focus back as its focus scope unmounts, just after the toolbar leaves.
    await other.waitForFunction(
      () => document.activeElement?.getAttribute('data-color') === 'blue',
    );

    await other.getByTestId('theme-toggle').click();
    await other.locator('html.light').waitFor({ state: 'attached' });
    await other.screenshot({ path: 'e2e/.output/reader-highlights-desktop-light.png' });

    // The server confirms: one highlight left, blue, with the new note.
    expect(await serverHighlights(other, summary.id)).toEqual([
      { ...yellowSaved, color: 'blue', note: 'Changed my mind.' },
    ]);
  });

  // Issue 42 item 8: a real mouse drag that stops inside a word, then H, as the hint says
  // ("Select text, then press H to highlight it").
  it('takes whole words from a drag that stops inside one, and H highlights after a mouse selection', async () => {
    const { summaries } = await fetchCatalog();
    const summary = summaries.find((candidate) => !candidate.isPremium)!;
    const first = [...summary.sections].sort((a, b) => a.order - b.order)[0]!;
    const content = first.content!;
    const sentenceStart = content.search(/\S/);
    // The drag ends on the third letter of a word of 5 or more letters, so the word is cut.
    const paragraph = content.slice(sentenceStart).split('\n')[0]!;
    const words = [...paragraph.matchAll(/[A-Za-z]{5,}/g)].filter((word) => word.index > 20);
    const word = words[0]!;
    const wordStart = sentenceStart + word.index;
    const wordEnd = wordStart + word[0].length;
    const email = uniqueEmail('drag-words');
    await registerViaApi(email);
    const { page } = await open();
    await signInOnSimpleAuth(page, email, 'Quiet-Lantern-42');
    await page.waitForURL('**/dashboard');
    await gotoSettled(page, `/summary/${summary.id}`);
    await page.getByTestId('section-view').waitFor();
    await page.locator('[data-start]').first().scrollIntoViewIfNeeded();

    await dragOver(page, sentenceStart, wordStart + 2);
    await toolbar(page).waitFor();
    // The selection ends inside the word: "…the r", not yet the word.
    expect(await page.evaluate(() => document.getSelection()!.toString())).not.toContain(word[0]);
    await page.keyboard.press('h');
    await status(page).getByText('Highlighted in yellow').waitFor();
    expect(await serverHighlights(page, summary.id)).toEqual([
      expect.objectContaining({
        quote: content.slice(sentenceStart, wordEnd),
        start: sentenceStart,
        end: wordEnd,
      }),
    ]);
    expect(await page.locator('mark[data-highlight-id]').textContent()).toBe(
      content.slice(sentenceStart, wordEnd),
    );
  });

  it('opens the toolbar for text selected before the page came to life', async () => {
    const { summaries } = await fetchCatalog();
    const summary = summaries.find((candidate) => !candidate.isPremium)!;
    const first = [...summary.sections].sort((a, b) => a.order - b.order)[0]!;
    const content = first.content!;
    const sentence = firstSentence(content, content.search(/\S/));
    const email = uniqueEmail('early-selection');
    await registerViaApi(email);
    const { page } = await open();
    await signInOnSimpleAuth(page, email, 'Quiet-Lantern-42');
    await page.waitForURL('**/dashboard');
    // The member's reader arrives rendered; its scripts are held back while the text is selected.
    const { release: releaseScripts } = await holdScripts(page);
    await page.goto(`/summary/${summary.id}`, { waitUntil: 'commit' });
    await page.locator('[data-start]').first().waitFor();
    await selectText(page, sentence.start, sentence.end);
    expect(await toolbar(page).count()).toBe(0);
    releaseScripts();
    await toolbar(page).waitFor();
    await toolbar(page).getByRole('button', { name: 'Highlight in yellow' }).click();
    await status(page).getByText('Highlighted in yellow').waitFor();
    expect(await serverHighlights(page, summary.id)).toEqual([
      expect.objectContaining({ quote: sentence.quote, start: sentence.start, color: 'yellow' }),
    ]);
  });

  it('offers visitors no toolbar, and shows highlights well on a phone in both themes', async () => {
    const { summaries } = await fetchCatalog();
    const summary = summaries.find((candidate) => !candidate.isPremium)!;
    const section = [...summary.sections].sort((a, b) => a.order - b.order)[0]!;
    const content = section.content!;
    const sentence = firstSentence(content, content.search(/\S/));

    const visitor = (await open()).page;
    await visitor.goto(`/summary/${summary.id}`);
    await visitor.getByTestId('section-view').waitFor();
    await selectText(visitor, sentence.start, sentence.end);
    await visitor.keyboard.press('h');
    expect(await toolbar(visitor).count()).toBe(0);

    // A member on a phone: the toolbar fits the screen; the marks read well in both themes.
    const email = uniqueEmail('highlights-phone');
    await registerViaApi(email);
    const { page } = await open({ width: 390, height: 844 });
    await signInOnSimpleAuth(page, email, 'Quiet-Lantern-42');
    await page.waitForURL('**/dashboard');
    await gotoSettled(page, `/summary/${summary.id}`);
    await page.getByTestId('section-view').waitFor();
    await selectText(page, sentence.start, sentence.end);
    await toolbar(page).getByRole('button', { name: 'Highlight in pink' }).click();
    await status(page).getByText('Highlighted in pink').waitFor();
    const box = (await page.locator('mark[data-color="pink"]').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    await page.locator('mark[data-color="pink"]').click();
    const editor = (await toolbar(page).boundingBox())!;
    expect(editor.x).toBeGreaterThanOrEqual(0);
    expect(editor.x + editor.width).toBeLessThanOrEqual(390);
    await waitForImages(page);
    await page.screenshot({ path: 'e2e/.output/reader-highlights-phone-dark.png' });
    await page.keyboard.press('Escape');
    await page.getByTestId('theme-toggle').first().click();
    await page.locator('html.light').waitFor({ state: 'attached' });
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'e2e/.output/reader-highlights-phone-light.png' });
  });
});
