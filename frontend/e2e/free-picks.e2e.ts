import type { Page } from 'playwright-core';
import {
  ADMIN,
  baseUrl,
  DESKTOP,
  expectNoSeriousAxeViolations,
  expectToast,
  fetchCatalog,
  firstLine,
  gotoSettled,
  MEMBER_PASSWORD,
  operationAsked,
  operationsOf,
  registerViaApi,
  saveScreenshot,
  signInOnSimpleAuth,
  uniqueEmail,
  untilNetworkQuiet,
  useBrowserSessions,
  positionSaved,
} from './support';

/*
 * Free picks (issue 21): a member on the free plan unlocks three Premium summaries a month from
 * their locked panels, counted in their own time zone; the unlocked text is theirs alone.
 */

const header = (page: Page) => page.getByRole('banner');
const memberNav = (page: Page) => header(page).getByRole('navigation', { name: 'Member' });
const main = (page: Page) => page.getByRole('main');
const lockedPanel = (page: Page) => page.getByTestId('locked-panel');
const unlockButton = (page: Page) =>
  lockedPanel(page).getByRole('button', { name: 'Unlock with a free pick' });

/** Far from UTC, so the month's name and end are the member's, not the server's. */
const MEMBER_ZONE = 'Pacific/Auckland';

/** The member's month now: its name and the next month's name. */
function memberMonth() {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: MEMBER_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  const name = (monthIndex: number) =>
    new Date(Date.UTC(year, monthIndex, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
  return {
    name: name(month - 1),
    next: name(month),
  };
}

/** The last day a pick made today stays open in the member's zone: the 30th, today the first. */
function pickLastDay(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: MEMBER_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date());
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return new Date(Date.UTC(value('year'), value('month') - 1, value('day') + 29)).toLocaleString(
    'en-GB',
    { day: 'numeric', month: 'long', timeZone: 'UTC' },
  );
}

/** Presses "Unlock with a free pick" and confirms in the dialog that says what the pick costs. */
async function unlockWithPick(page: Page) {
  await unlockButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unlock this summary with a free pick?' });
  await dialog.getByRole('button', { name: 'Use a free pick' }).click();
}

/** The browser's clock reads the member's zone, before the app loads. */
async function liveIn(page: Page, timezoneId: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId });
}

async function signInMember(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerViaApi(email);
  await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
  await page.waitForURL('**/dashboard');
  return email;
}

interface SummaryRead {
  hasFullAccess: boolean;
  content: string;
  sections: Array<{ title: string; content: string | null; isLocked: boolean }>;
}

const READ_SUMMARY = `query PicksJourneyRead($id: ID!) {
  summary(id: $id) { hasFullAccess content sections { title content isLocked } }
}`;

/** A summary through REST (the summary and its sections) and GraphQL, as the page's viewer. */
function readAsPage(page: Page, id: string) {
  return page.evaluate(
    async ({ id, query }) => {
      const json = async (response: Response) => (await response.json()) as unknown;
      const [summary, sections, graphql] = await Promise.all([
        fetch(`/api/summaries/${id}`, { credentials: 'include' }).then(json),
        fetch(`/api/summaries/${id}/sections`, { credentials: 'include' }).then(json),
        fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { id } }),
        }).then(json),
      ]);
      return { summary, sections, graphql };
    },
    { id, query: READ_SUMMARY },
  ) as Promise<{
    summary: { hasFullAccess: boolean; content: string };
    sections: Array<{ content: string | null }>;
    graphql: { data: { summary: SummaryRead } };
  }>;
}

/** `POST /api/free-picks` with the page's session in the member's zone, as another tab would. */
function pickThroughRest(page: Page, summaryId: string) {
  return page.evaluate(
    async ({ summaryId, timeZone }) => {
      const response = await fetch('/api/free-picks', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ summaryId, timeZone }),
      });
      return { status: response.status, text: await response.text() };
    },
    { summaryId, timeZone: MEMBER_ZONE },
  );
}

/** The same three reads with no session at all. */
async function readAsVisitor(id: string) {
  const json = async (response: Response) => (await response.json()) as never;
  const [summary, sections, graphql] = await Promise.all([
    fetch(`${baseUrl()}/api/summaries/${id}`).then(json),
    fetch(`${baseUrl()}/api/summaries/${id}/sections`).then(json),
    fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: READ_SUMMARY, variables: { id } }),
    }).then(json),
  ]);
  return { summary, sections, graphql } as Awaited<ReturnType<typeof readAsPage>>;
}

/** Preview only: no full text in any of the three answers. */
function expectPreviewOnly(read: Awaited<ReturnType<typeof readAsPage>>, fullText: string[]) {
  expect(read.summary.hasFullAccess).toBe(false);
  expect(read.sections.every((section) => section.content === null)).toBe(true);
  const summary = read.graphql.data.summary;
  expect(summary.hasFullAccess).toBe(false);
  expect(summary.sections.every((s) => s.content === null && s.isLocked)).toBe(true);
  const everything = JSON.stringify(read);
  for (const line of fullText) expect(everything).not.toContain(line);
}

async function premiumSummaries() {
  const { summaries } = await fetchCatalog();
  const premium = summaries.filter((s) => s.isPremium && s.sections.length >= 2);
  if (premium.length < 4) throw new Error('the seeded catalog has fewer than 4 premium summaries');
  return premium;
}

describe('free picks', () => {
  const browsing = useBrowserSessions();

  it('unlocks a premium summary from its locked panel: every section reads, it is favourited and its progress kept', async () => {
    const { page } = browsing.session;
    const [first] = await premiumSummaries();
    const month = memberMonth();
    await liveIn(page, MEMBER_ZONE);
    await signInMember(page, 'picker');

    // The locked panel: the upgrade, and beside it a free pick, counted in the member's zone.
    const asked = operationAsked(page, 'FreePicks');
    await page.goto(`/summary/${first!.id}`);
    expect(JSON.parse((await asked).postData()!).variables).toEqual({ timeZone: MEMBER_ZONE });
    await lockedPanel(page)
      .getByText(`Free picks: 3 of 3 left in ${month.name}`, { exact: true })
      .waitFor();
    await lockedPanel(page).getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    // Before a pick is spent the member is told what it costs and until when it lasts; Cancel
    // spends nothing.
    await lockedPanel(page)
      .getByText('Each pick unlocks a Premium summary for 30 days.', { exact: true })
      .waitFor();
    await unlockButton(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlock this summary with a free pick?' });
    await dialog
      .getByText(
        `It stays unlocked for 30 days, until ${pickLastDay()}, and uses 1 of your 3 free picks left in ${month.name}.`,
        { exact: true },
      )
      .waitFor();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, 'free-picks-confirm.png');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await lockedPanel(page).count()).toBe(1);

    // Unlock: the whole summary at once, every section readable.
    await unlockWithPick(page);
    await expectToast(page, 'Summary unlocked', `Unlocked until ${pickLastDay()}`);
    await page.getByTestId('section-view').waitFor();
    expect(await lockedPanel(page).count()).toBe(0);
    const own = await readAsPage(page, first!.id);
    expect(own.summary.hasFullAccess).toBe(true);
    const sections = own.graphql.data.summary.sections;
    expect(sections.every((section) => !section.isLocked && section.content)).toBe(true);

    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expectToast(page, 'Added to favorites');

    // Every section, in order, each move saved as the member's position.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const view = page.getByTestId('section-view');
    const last = sections.length - 1;
    for (const [index, section] of sections.entries()) {
      await view.getByText(`Section ${index + 1} of ${sections.length}`, { exact: true }).waitFor();
      expect(await page.locator('#section-title').innerText()).toBe(section.title);
      expect(await view.innerText()).toContain(firstLine(section.content));
      if (index === last) break;
      const saved = positionSaved(page, index + 1);
      await next.click();
      if (index + 1 === last) expect(await (await saved).json()).not.toHaveProperty('errors');
    }
    // Progress is kept: a reload opens where the member left off, still favourited.
    await page.reload();
    await view
      .getByText(`Section ${sections.length} of ${sections.length}`, { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
  });

  it('asks for picks only on a page that shows them: not on a free summary, then on the library', async () => {
    const { page } = browsing.session;
    const { summaries } = await fetchCatalog();
    const free = summaries.find((summary) => !summary.isPremium)!;
    await signInMember(page, 'free-reader');
    // The dashboard shows them (and asks); the reader's requests are counted from here. Its
    // queries start once its code has run, which on a busy machine can follow a quiet moment.
    await main(page).getByRole('region', { name: 'Free picks' }).waitFor();
    await untilNetworkQuiet(page);
    const operations = operationsOf(page);

    await gotoSettled(page, `/summary/${free.id}`);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await page.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
    expect(operations).not.toContain('FreePicks');

    // The library's banner shows them: asked for when the member goes there.
    const asked = operationAsked(page, 'FreePicks');
    await page.getByRole('link', { name: 'Back to Library' }).click();
    await asked;
    await main(page)
      .getByText(/^Free picks: 3 of 3 left in /)
      .waitFor();
    expect(browsing.session.errors).toEqual([]);
  });

  it('gives two more picks, refuses the fourth with the message, and says when picks return', async () => {
    const { page } = browsing.session;
    const [first, second, third, fourth] = await premiumSummaries();
    const month = memberMonth();
    const picksLeft = (left: number) => `Free picks: ${left} of 3 left in ${month.name}`;
    const nextPicks = `Your next free picks arrive on 1 ${month.next}`;
    await liveIn(page, MEMBER_ZONE);
    await signInMember(page, 'three-picks');
    expect((await pickThroughRest(page, first!.id)).status).toBe(201);

    for (const [summary, left] of [
      [second!, 2],
      [third!, 1],
    ] as const) {
      await page.goto(`/summary/${summary.id}`);
      await lockedPanel(page).getByText(picksLeft(left), { exact: true }).waitFor();
      await unlockWithPick(page);
      await page.getByTestId('section-view').waitFor();
    }

    // The fourth: none left, the panel says when picks return, the upgrade remains.
    await page.goto(`/summary/${fourth!.id}`);
    await lockedPanel(page).getByText(picksLeft(0), { exact: true }).waitFor();
    await lockedPanel(page).getByText(nextPicks, { exact: true }).waitFor();
    expect(await unlockButton(page).count()).toBe(0);
    browsing.session.expectFailedResponse('/api/free-picks', 409);
    expect(await pickThroughRest(page, fourth!.id)).toEqual({
      status: 409,
      text: 'No free picks left this month',
    });
    await lockedPanel(page)
      .getByRole('link', { name: 'Upgrade to Premium' })
      .scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'free-picks-none-left.png');

    // The library and the dashboard: picks left, and the unlocked summaries' badges.
    await memberNav(page).getByRole('link', { name: 'Library', exact: true }).click();
    await main(page).getByText(picksLeft(0), { exact: true }).waitFor();
    await main(page).getByText(nextPicks, { exact: true }).waitFor();
    const card = (title: string) =>
      main(page)
        .getByTestId('book-card')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const unlockedUntil = `Unlocked until ${pickLastDay()}`;
    await card(first!.title).getByText(unlockedUntil, { exact: true }).waitFor();
    expect(await card(first!.title).getByText('Premium', { exact: true }).count()).toBe(0);
    await card(fourth!.title).getByText('Premium', { exact: true }).waitFor();
    expect(await card(fourth!.title).getByTestId('unlocked-badge').count()).toBe(0);

    await memberNav(page).getByRole('link', { name: 'Dashboard' }).click();
    const picksCard = main(page).getByRole('region', { name: 'Free picks' });
    await picksCard.getByText(`0 of 3 left in ${month.name}`, { exact: true }).waitFor();
    await picksCard.getByText(nextPicks, { exact: true }).waitFor();
    for (const summary of [first!, second!, third!]) {
      await picksCard.getByText(summary.title, { exact: true }).waitFor();
    }
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, 'free-picks-dashboard.png');
  });

  it('leaves a visitor and another member with the preview only: REST, GraphQL and the page', async () => {
    const { page } = browsing.session;
    const [first] = await premiumSummaries();
    await signInMember(page, 'owner');
    expect((await pickThroughRest(page, first!.id)).status).toBe(201);
    const own = await readAsPage(page, first!.id);
    expect(own.summary.hasFullAccess).toBe(true);
    const fullText = own.graphql.data.summary.sections.map((section) => firstLine(section.content));
    expect(fullText.every(Boolean)).toBe(true);
    expect(browsing.session.errors).toEqual([]);

    const other = await browsing.reopen(DESKTOP);
    await signInMember(other.page, 'other');
    expectPreviewOnly(await readAsPage(other.page, first!.id), fullText);
    await other.page.goto(`/summary/${first!.id}`);
    await lockedPanel(other.page)
      .getByText(/^Free picks: 3 of 3 left in /)
      .waitFor();
    expect(await other.page.getByTestId('section-view').count()).toBe(0);
    expect(await other.page.locator('main').innerText()).not.toContain(fullText[1]);
    expect(other.errors).toEqual([]);

    const visitor = await browsing.reopen(DESKTOP);
    expectPreviewOnly(await readAsVisitor(first!.id), fullText);
    await visitor.page.goto(`/summary/${first!.id}`);
    await lockedPanel(visitor.page)
      .getByRole('heading', { name: 'Sign in to keep reading' })
      .waitFor();
    expect(await unlockButton(visitor.page).count()).toBe(0);
    expect(await visitor.page.locator('main').innerText()).not.toContain(fullText[1]);
  });

  it('refuses a pick from a panel whose last pick went elsewhere, and then says when picks return', async () => {
    const { page } = browsing.session;
    const [first, second, third, fourth] = await premiumSummaries();
    const month = memberMonth();
    await liveIn(page, MEMBER_ZONE);
    await signInMember(page, 'stale-panel');
    for (const summary of [first!, second!]) {
      expect((await pickThroughRest(page, summary.id)).status).toBe(201);
    }
    await page.goto(`/summary/${fourth!.id}`);
    await lockedPanel(page)
      .getByText(`Free picks: 1 of 3 left in ${month.name}`, { exact: true })
      .waitFor();
    // The last pick is taken in another tab.
    const other = await page.context().newPage();
    await liveIn(other, MEMBER_ZONE);
    await other.goto(`/summary/${third!.id}`);
    await unlockWithPick(other);
    await other.getByTestId('section-view').waitFor();
    await other.close();

    await unlockWithPick(page);
    await expectToast(page, 'Error', 'No free picks left this month');
    await lockedPanel(page)
      .getByText(`Your next free picks arrive on 1 ${month.next}`, { exact: true })
      .waitFor();
    expect(await unlockButton(page).count()).toBe(0);
    await lockedPanel(page).getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    expect(await page.getByTestId('section-view').count()).toBe(0);
  });

  it('shows admins the monthly number, this month’s picks and each member’s picks', async () => {
    const { page } = browsing.session;
    const [first] = await premiumSummaries();
    const email = await signInMember(page, 'admin-sees');
    expect((await pickThroughRest(page, first!.id)).status).toBe(201);
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByTestId('free-picks-settings');
    await settings.getByText('Free picks per member each month').waitFor();
    const values = await settings.locator('dd').allInnerTexts();
    expect(values[0]).toBe('3');
    expect(Number(values[1])).toBeGreaterThanOrEqual(1);

    await saveScreenshot(page, 'free-picks-admin-settings.png');

    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('button', { name: `Free picks of ${email}` }).click();
    await page.getByTestId('member-free-picks').getByText(first!.title, { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, 'free-picks-admin-users.png');
  });

  it.each([
    ['desktop', 'dark', DESKTOP],
    ['desktop', 'light', DESKTOP],
    ['phone', 'dark', { width: 390, height: 844 }],
    ['phone', 'light', { width: 390, height: 844 }],
  ])('shows the offer on %s in the %s theme without overflow', async (name, theme, size) => {
    const { page } = await browsing.reopen(size);
    const [first] = await premiumSummaries();
    await page.addInitScript((chosen) => localStorage.setItem('distill-theme', chosen), theme);
    await signInMember(page, `looks-${name}-${theme}`);
    await page.goto(`/summary/${first!.id}`);
    await unlockButton(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, `free-picks-panel-${name}-${theme}.png`);
  });
});
