import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  fetchCatalog,
  gotoSettled,
  MEMBER_PASSWORD,
  registerViaApi,
  signInOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
  waitForImages,
} from './support';

/*
 * Issue 20, items 3 and 6: reading to the end of the last section finishes the book (and says
 * what to read next); the reader keeps lines short, shows a section's top below the sticky
 * header, keeps a slim section bar on phones, and keeps each reader's settings.
 */

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const PHONE = { width: 390, height: 844 };
const outputDir = fileURLToPath(new URL('./.output/', import.meta.url));

/** A look at the screen for the person reviewing the run (kept with the run's logs). */
const snapshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(outputDir, name) });

type Catalog = Awaited<ReturnType<typeof fetchCatalog>>;
type CatalogSummary = Catalog['summaries'][number];

/** A free summary of several sections with another free one in its category. */
function freeSummaryWithNeighbour({ summaries }: Catalog): CatalogSummary {
  const found = summaries.find(
    (summary) =>
      !summary.isPremium &&
      summary.sections.length > 2 &&
      summaries.some(
        (other) =>
          other.id !== summary.id && !other.isPremium && other.categoryId === summary.categoryId,
      ),
  );
  if (!found) throw new Error('the seeded catalog has no category with two free summaries');
  return found;
}

async function signIn(page: Page, email: string) {
  await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
  await page.waitForURL('**/dashboard');
}

/**
 * Characters on each full line of the section's paragraphs (a paragraph's last line is left
 * out: it ends where the paragraph does), measured from the laid-out text.
 */
function charactersPerLine(page: Page): Promise<number[]> {
  return page.getByTestId('section-text').evaluate((container) => {
    const counts: number[] = [];
    for (const paragraph of container.querySelectorAll('p')) {
      if (!paragraph.checkVisibility()) continue;
      const lines: number[] = [];
      let lastTop: number | null = null;
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let offset = 0; offset < text.length; offset += 1) {
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (lastTop === null || rect.top > lastTop + rect.height / 2) {
            lines.push(0);
            lastTop = rect.top;
          }
          lines[lines.length - 1]! += 1;
        }
      }
      counts.push(...lines.slice(0, -1));
    }
    return counts;
  });
}

async function expectComfortableLines(page: Page) {
  const counts = await charactersPerLine(page);
  expect(counts.length).toBeGreaterThan(3);
  const average = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  const longest = Math.max(...counts);
  const comfortable = (count: number) => count >= 60 && count <= 75;
  // The figures travel with the verdict, so a failure says how long the lines were.
  expect({ longest, average, comfortable: comfortable(longest) && comfortable(average) }).toEqual({
    longest,
    average,
    comfortable: true,
  });
}

/** Waits until "Section X of N" rests just below the sticky header (not under it). */
async function expectPositionBelowHeader(page: Page, text: string) {
  await page.getByTestId('section-position').getByText(text, { exact: true }).waitFor();
  const placement = () => ({
    headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    top: document.querySelector('[data-testid="section-position"]')!.getBoundingClientRect().top,
    scrollY: window.scrollY,
  });
  const rests = ({ headerBottom, top }: { headerBottom: number; top: number }) =>
    top >= headerBottom && top <= headerBottom + 32;
  let seen = await page.evaluate(placement);
  for (const deadline = Date.now() + 15_000; !rests(seen) && Date.now() < deadline;) {
    await page.waitForTimeout(100);
    seen = await page.evaluate(placement);
  }
  // The figures travel with the verdict, so a failure says where the section was.
  expect({ text, ...seen, rests: rests(seen) }).toEqual({ text, ...seen, rests: true });
}

/** The reader's settings control: opens it and answers the named radio group. */
async function settingsGroup(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Reader settings' });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'Reader settings' }).click();
  }
  return dialog.getByRole('radiogroup', { name });
}

async function expectChecked(page: Page, group: string, choice: string) {
  const radio = (await settingsGroup(page, group)).getByRole('radio', { name: choice });
  await expect(radio.getAttribute('aria-checked')).resolves.toBe('true');
}

describe('finishing a summary and reading comfortably', () => {
  const browsing = useBrowserSessions();

  it('reads to the end with Next: 100%, Finished with a next read, and the dashboard counts it', async () => {
    const { page } = browsing.session;
    const catalog = await fetchCatalog();
    const summary = freeSummaryWithNeighbour(catalog);
    const count = summary.sections.length;
    const email = uniqueEmail('finish');
    await registerViaApi(email);
    await signIn(page, email);

    await page.goto(`/summary/${summary.id}`);
    await page.getByText(`Section 1 of ${count}`, { exact: true }).waitFor();
    // At 1280 px a line of the text holds 60 to 75 characters.
    await expectComfortableLines(page);

    const next = page.getByRole('button', { name: 'Next', exact: true });
    const recorded = (sectionIndex: number) =>
      page.waitForResponse(
        (response) =>
          (response.request().postData() ?? '').includes('RecordReadingPosition') &&
          (response.request().postData() ?? '').includes(`"sectionIndex":${sectionIndex}`),
      );
    for (let index = 1; index < count; index += 1) {
      const saved = index === 1 ? recorded(1) : null;
      await next.click();
      // After Next the section's top sits just below the sticky header.
      await expectPositionBelowHeader(page, `Section ${index + 1} of ${count}`);
      // Opening a section is a step of progress, never the finish.
      if (saved) {
        const answer = (await (await saved).json()) as {
          data: { recordReadingPosition: { progressPercentage: number; isCompleted: boolean } };
        };
        expect(answer.data.recordReadingPosition).toMatchObject({
          progressPercentage: Math.round((2 / (count + 1)) * 100),
          isCompleted: false,
        });
      }
    }
    const progress = page.getByRole('progressbar', { name: 'Reading progress' });

    await page.getByTestId('section-end').scrollIntoViewIfNeeded();
    const finished = page.getByTestId('finished');
    await finished.getByRole('heading', { name: 'Finished' }).waitFor();
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('100');
    await finished.getByText('100%', { exact: true }).waitFor();
    const nextRead = finished.getByRole('link', { name: /min read/ });
    const href = (await nextRead.getAttribute('href'))!;
    const suggested = catalog.summaries.find((candidate) => `/summary/${candidate.id}` === href);
    expect(suggested).toBeDefined();
    expect(suggested!.id).not.toBe(summary.id);
    expect(suggested!.categoryId).toBe(summary.categoryId);
    await page.getByRole('button', { name: 'Mark as Unread' }).waitFor();
    await waitForImages(page);
    await snapshot(page, 'reader-finished.png');
    await expectNoSeriousAxeViolations(page);

    // Issue 42 item 10: opened again at an earlier section, the summary is still finished: no
    // "Continue Reading… Up next", and every section of the contents is ticked.
    const contents = page.getByRole('complementary', { name: 'Table of contents' });
    const [firstSection] = [...summary.sections].sort((a, b) => a.order - b.order);
    await contents.getByRole('button', { name: firstSection!.title }).click();
    await expectPositionBelowHeader(page, `Section 1 of ${count}`);
    await finished.getByRole('heading', { name: 'Finished' }).waitFor();
    expect(await main(page).getByRole('heading', { name: 'Continue Reading' }).count()).toBe(0);
    expect(await contents.getByRole('listitem').count()).toBe(count);
    expect(
      await contents
        .getByRole('listitem')
        .filter({ has: page.locator('svg.lucide-check') })
        .count(),
    ).toBe(count);

    // The dashboard: one book read, in Recently Read, no longer in Continue Reading.
    await header(page).getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByTestId('weekly-goal').getByText('1 of 5').waitFor();
    const booksRead = page
      .getByTestId('stat-card')
      .filter({ has: page.getByText('Books Read', { exact: true }) })
      .getByTestId('stat-value');
    await expect(booksRead.innerText()).resolves.toBe('1');
    await page
      .getByTestId('recently-read')
      .getByRole('link', { name: summary.title, exact: true })
      .waitFor();
    await main(page).getByText('No books in progress yet').waitFor();

    // The next read opens from the Finished moment.
    await page.goBack();
    await page
      .getByTestId('finished')
      .getByRole('link', { name: /min read/ })
      .click();
    await page.getByRole('heading', { level: 1, name: suggested!.title }).waitFor();
  });

  it("keeps a member's reader settings across reloads and devices, and a visitor's in the browser", async () => {
    const { page } = browsing.session;
    const catalog = await fetchCatalog();
    const summary = freeSummaryWithNeighbour(catalog);
    const email = uniqueEmail('settings');
    await registerViaApi(email);
    await signIn(page, email);
    await page.goto(`/summary/${summary.id}`);
    await page.getByTestId('section-view').waitFor();

    // Defaults: standard size, normal spacing, serif, the site's theme.
    await expectChecked(page, 'Text size', 'Standard');
    await expectChecked(page, 'Font', 'Serif');
    await expectChecked(page, 'Theme', 'Site');
    // A radio group is used with the keyboard: arrows move the choice. (Radix moves focus just
    // after the key goes down and checks the radio it lands on while the key is held.)
    await (await settingsGroup(page, 'Text size')).getByRole('radio', { name: 'Standard' }).focus();
    for (const reached of ['Large', 'Largest']) {
      await page.keyboard.down('ArrowRight');
      await page.getByRole('radio', { name: reached, checked: true }).waitFor();
      await page.keyboard.up('ArrowRight');
    }
    await expectChecked(page, 'Text size', 'Largest');
    await (
      await settingsGroup(page, 'Line spacing')
    )
      .getByRole('radio', { name: 'Relaxed' })
      .click();
    await (await settingsGroup(page, 'Font')).getByRole('radio', { name: 'Sans' }).click();
    const saved = page.waitForResponse(
      (response) =>
        (response.request().postData() ?? '').includes('UpdateReaderSettings') &&
        (response.request().postData() ?? '').includes('SEPIA'),
    );
    await (await settingsGroup(page, 'Theme')).getByRole('radio', { name: 'Sepia' }).click();
    expect((await saved).ok()).toBe(true);
    await page.locator('[data-reader-theme="SEPIA"]').waitFor();
    await snapshot(page, 'reader-settings.png');
    await page.keyboard.press('Escape');
    await expectComfortableLines(page);

    // Another device (a fresh browser context, no local storage): the same settings.
    const elsewhere = await browsing.reopen({ width: 1280, height: 800 });
    await signIn(elsewhere.page, email);
    await elsewhere.page.goto(`/summary/${summary.id}`);
    await elsewhere.page.locator('[data-reader-theme="SEPIA"]').waitFor();
    await expectChecked(elsewhere.page, 'Text size', 'Largest');
    await expectChecked(elsewhere.page, 'Line spacing', 'Relaxed');
    await expectChecked(elsewhere.page, 'Font', 'Sans');
    const fontFamily = await elsewhere.page
      .getByTestId('section-text')
      .locator('p')
      .first()
      .evaluate((paragraph) => getComputedStyle(paragraph).fontFamily);
    expect(fontFamily).toMatch(/^'?Inter/);
    await elsewhere.page.keyboard.press('Escape');

    // A visitor's choice stays in this browser across a reload.
    const visitor = await browsing.reopen({ width: 1280, height: 800 });
    // A visitor's reader arrives rendered by the gateway: a click counts once its scripts run.
    await gotoSettled(visitor.page, `/summary/${summary.id}`);
    await visitor.page.getByTestId('section-view').waitFor();
    await (
      await settingsGroup(visitor.page, 'Theme')
    )
      .getByRole('radio', { name: 'Light' })
      .click();
    await visitor.page.reload();
    await visitor.page.locator('[data-reader-theme="LIGHT"]').waitFor();
    await expectChecked(visitor.page, 'Theme', 'Light');
    await visitor.page.keyboard.press('Escape');
    await snapshot(visitor.page, 'reader-light.png');
  });

  it("stores a member's last choice when the choices come faster than the saves", async () => {
    const { page } = browsing.session;
    const summary = freeSummaryWithNeighbour(await fetchCatalog());
    const email = uniqueEmail('quick-settings');
    await registerViaApi(email);
    await signIn(page, email);
    await page.goto(`/summary/${summary.id}`);
    await page.getByTestId('section-view').waitFor();
    // The first save is held on its way to the server while the member picks again, as a slow
    // network would hold it: the later choice must still be the one kept.
    const saves: string[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('UpdateReaderSettings')) return route.continue();
      saves.push(body);
      if (saves.length === 1) await firstHeld;
      return route.continue();
    });
    const saved = (theme: string) =>
      page.waitForResponse((response) =>
        (response.request().postData() ?? '').includes(`"theme":"${theme}"`),
      );
    const sepiaSaved = saved('SEPIA');
    const darkSaved = saved('DARK');
    await (await settingsGroup(page, 'Theme')).getByRole('radio', { name: 'Sepia' }).click();
    await (await settingsGroup(page, 'Theme')).getByRole('radio', { name: 'Dark' }).click();
    await page.locator('[data-reader-theme="DARK"]').waitFor();
    releaseFirst();
    await sepiaSaved;
    await darkSaved;
    await page.unroute('**/graphql');

    // Another device (no copy in its browser) shows what the reading service kept.
    const elsewhere = await browsing.reopen({ width: 1280, height: 800 });
    await signIn(elsewhere.page, email);
    await elsewhere.page.goto(`/summary/${summary.id}`);
    await elsewhere.page.locator('[data-reader-theme="DARK"]').waitFor();
    await expectChecked(elsewhere.page, 'Theme', 'Dark');
  });

  it('shows a slim section bar on phones once deep in a section', async () => {
    const { page } = await browsing.reopen(PHONE);
    const summary = freeSummaryWithNeighbour(await fetchCatalog());
    const count = summary.sections.length;
    await page.goto(`/summary/${summary.id}`);
    await page.getByText(`Section 1 of ${count}`, { exact: true }).waitFor();
    const bar = page.getByTestId('phone-section-bar');
    expect(await bar.count()).toBe(0);

    await page.getByTestId('section-end').scrollIntoViewIfNeeded();
    await bar.getByText(`Section 1 of ${count}`).waitFor();
    await snapshot(page, 'reader-phone-bar.png');
    await bar.getByRole('button', { name: 'Sections' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sections' });
    const sections = [...summary.sections].sort((a, b) => a.order - b.order);
    await dialog.getByRole('button', { name: sections[1]!.title }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The jump shows the new section's top below the header, and the bar leaves.
    await expectPositionBelowHeader(page, `Section 2 of ${count}`);
    await bar.waitFor({ state: 'detached' });
  });
});
