import type { Browser, Page, Response } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  fetchCatalog,
  firstLine,
  gotoSettled,
  launchBrowser,
  openSession,
  saveScreenshot,
  waitForImages,
  type Session,
} from './support';

type Catalog = Awaited<ReturnType<typeof fetchCatalog>>;

const position = (page: Page) => page.getByTestId('section-position');
const sectionHeading = (page: Page) => page.locator('#section-title');

describe('summary reader (visitor)', () => {
  let browser: Browser;
  let session: Session;
  let catalog: Catalog;

  beforeAll(async () => {
    browser = await launchBrowser();
    catalog = await fetchCatalog();
  });
  afterAll(async () => {
    await browser.close();
  });
  afterEach(async () => {
    const errors = session.errors;
    await session.close();
    expect(errors).toEqual([]);
  });

  const freeSummary = () =>
    catalog.summaries.find((summary) => !summary.isPremium && summary.sections.length > 1)!;
  const premiumSummary = () => catalog.summaries.find((summary) => summary.isPremium)!;

  it('reads a free summary through all its sections with Previous and Next', async () => {
    session = await openSession(browser);
    const { page } = session;
    const summary = freeSummary();
    const sections = [...summary.sections].sort((a, b) => a.order - b.order);
    const count = sections.length;

    // The gateway sends the page rendered: a click counts once its scripts have come to life.
    await gotoSettled(page, `/summary/${summary.id}`);
    await page.getByRole('heading', { level: 1, name: summary.title }).waitFor();
    await page.getByText(`${count} sections`).waitFor();
    await expect(
      page.getByRole('link', { name: 'Back to Library' }).getAttribute('href'),
    ).resolves.toBe('/library');
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await previous.isDisabled()).toBe(true);

    for (let index = 0; index < count; index += 1) {
      await page.getByText(`Section ${index + 1} of ${count}`, { exact: true }).waitFor();
      expect(await sectionHeading(page).innerText()).toBe(sections[index]!.title);
      await page
        .getByTestId('section-view')
        .getByText(firstLine(sections[index]!.content), { exact: true })
        .waitFor();
      if (index < count - 1) await next.click();
    }
    expect(await next.isDisabled()).toBe(true);
    // The end of the last section is the end of the summary.
    await page.getByTestId('section-end').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Finished' }).waitFor();

    await previous.click();
    await page.getByText(`Section ${count - 1} of ${count}`, { exact: true }).waitFor();

    // The sidebar's table of contents jumps straight to a section.
    await page
      .getByRole('complementary', { name: 'Table of contents' })
      .getByRole('button', { name: sections[0]!.title })
      .click();
    await page.getByText(`Section 1 of ${count}`, { exact: true }).waitFor();
  });

  it("uses a 'Sections' slide-over for the table of contents on small screens", async () => {
    session = await openSession(browser, { width: 390, height: 844 });
    const { page } = session;
    const summary = freeSummary();
    const sections = [...summary.sections].sort((a, b) => a.order - b.order);

    await gotoSettled(page, `/summary/${summary.id}`);
    await position(page).waitFor();
    expect(await page.getByRole('complementary', { name: 'Table of contents' }).isVisible()).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Sections' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sections' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: sections[2]!.title }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Section 3 of ${sections.length}`, { exact: true }).waitFor();
  });

  it('shows the sign-in panel with the preview for a premium summary and never its content', async () => {
    session = await openSession(browser);
    const { page } = session;
    const summary = premiumSummary();
    const graphqlBodies: unknown[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname !== '/graphql') return;
      pending.push(
        response
          .json()
          .then((body: unknown) => void graphqlBodies.push(body))
          .catch(() => undefined),
      );
    });

    await page.goto(`/summary/${summary.id}`);
    await page.getByRole('heading', { level: 1, name: summary.title }).waitFor();
    const panel = page.getByTestId('locked-panel');
    await panel.getByRole('heading', { name: 'Sign in to keep reading' }).waitFor();
    // Signing in brings the visitor back to this summary (issue 20, item 4).
    await expect(panel.getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe(
      `/auth?returnTo=${encodeURIComponent(`/summary/${summary.id}`)}`,
    );
    await panel.getByText(firstLine(summary.preview), { exact: true }).waitFor();

    // No section content is rendered, and none left the server: neither in GraphQL answers nor
    // in the answers the gateway inlined into the page it rendered.
    expect(await page.getByTestId('section-view').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    const inlined = await page.evaluate(
      () => document.getElementById('distill-first-view')?.textContent ?? null,
    );
    if (inlined !== null) graphqlBodies.push(JSON.parse(inlined));
    await Promise.all(pending);
    expect(graphqlBodies.length).toBeGreaterThan(0);
    const sectionsSeen: { content: unknown }[] = [];
    const summariesSeen: { content?: unknown; preview?: unknown; id?: unknown }[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (record.__typename === 'Section') sectionsSeen.push(record as { content: unknown });
      if (record.__typename === 'Summary' && record.id === summary.id) summariesSeen.push(record);
      Object.values(record).forEach(walk);
    };
    walk(graphqlBodies);
    expect(sectionsSeen.length).toBe(summary.sections.length);
    expect(sectionsSeen.every((section) => section.content === null)).toBe(true);
    for (const seen of summariesSeen) {
      if ('content' in seen) expect(seen.content).toBe(seen.preview);
    }
    // Section titles stay visible in the table of contents, locked.
    await page
      .getByRole('complementary', { name: 'Table of contents' })
      .getByText(summary.sections[1]!.title)
      .waitFor();
  });

  it("shows 'Summary not found' for an unknown or malformed id", async () => {
    session = await openSession(browser);
    const { page } = session;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-summary']) {
      session.expectFailedResponse(`/summary/${id}`, 404);
      const response = await page.goto(`/summary/${id}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Summary not found' }).waitFor();
      await page
        .getByText("The book summary you're looking for doesn't exist or has been removed.")
        .waitFor();
      await expect(
        page.getByRole('link', { name: 'Back to Library' }).getAttribute('href'),
      ).resolves.toBe('/library');
    }
  });

  it('has no serious accessibility violations, free or locked', async () => {
    session = await openSession(browser);
    const { page } = session;
    await page.goto(`/summary/${premiumSummary().id}`);
    await page.getByTestId('locked-panel').waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/summary/${freeSummary().id}`);
    await position(page).waitFor();
    await expectNoSeriousAxeViolations(page);
    await waitForImages(page);
    await saveScreenshot(page, 'reader.png');
  });
});
