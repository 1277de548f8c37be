import type { Page } from 'playwright-core';
import {
  confirmRegistrationFromPreview,
  expectNoSeriousAxeViolations,
  expectToast,
  fetchCatalog,
  MEMBER_PASSWORD,
  positionSaved,
  saveScreenshot,
  uniqueEmail,
  useBrowserSessions,
  waitForImages,
} from './support';

const header = (page: Page) => page.getByRole('banner');
const memberNav = (page: Page) => header(page).getByRole('navigation', { name: 'Member' });
const main = (page: Page) => page.getByRole('main');

async function dismissToast(page: Page) {
  await page.getByTestId('toast').getByRole('button', { name: 'Close notification' }).click();
  await page.getByTestId('toast').waitFor({ state: 'detached' });
}

function statValue(page: Page, label: string) {
  return page
    .getByTestId('stat-card')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByTestId('stat-value');
}

describe('reading (favourites, progress, stats)', () => {
  const browsing = useBrowserSessions();

  it('favourites, reads, resumes after a reload and marks read; home and dashboard follow', async () => {
    const { page } = browsing.session;
    const { summaries } = await fetchCatalog();
    const summary = summaries.find((s) => !s.isPremium && s.sections.length >= 4)!;
    const count = summary.sections.length;

    // Register: a new member lands on an empty dashboard.
    await page.goto('/simple-auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    // Each browser run has databases of its own: a fixed address keeps the screenshot stable.
    await form.getByLabel('Email').fill('alex.reader@example.com');
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await confirmRegistrationFromPreview(page);
    await page.waitForURL('**/dashboard');
    await main(page).getByText('No books in progress yet').waitFor();
    await page.getByTestId('weekly-goal').getByText('0 of 5').waitFor();

    // Open a free summary from the library (client-side navigation keeps the cache).
    await memberNav(page).getByRole('link', { name: 'Library', exact: true }).click();
    await main(page).getByRole('link', { name: summary.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: summary.title }).waitFor();
    await page.getByText(`Section 1 of ${count}`, { exact: true }).waitFor();

    // Favourite it; the dashboard shows it without a reload.
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expectToast(page, 'Added to favorites');
    await page.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
    await memberNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page
      .getByTestId('recent-favorites')
      .getByRole('link', { name: summary.title, exact: true })
      .waitFor();
    // The library's card shows the same favourite, filled.
    await memberNav(page).getByRole('link', { name: 'Library', exact: true }).click();
    const heart = main(page).getByRole('button', {
      name: `Remove ${summary.title} from favorites`,
    });
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');
    await main(page).getByRole('link', { name: summary.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: summary.title }).waitFor();

    // Read three sections, each saved as the member moves on.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    for (const index of [1, 2]) {
      const saved = positionSaved(page, index);
      await next.click();
      await page.getByText(`Section ${index + 1} of ${count}`, { exact: true }).waitFor();
      expect((await saved).ok()).toBe(true);
    }

    // A reload opens the reader where the member left off.
    await page.reload();
    await page.getByText(`Section 3 of ${count}`, { exact: true }).waitFor();
    expect(await page.locator('#section-title').innerText()).toBe(
      [...summary.sections].sort((a, b) => a.order - b.order)[2]!.title,
    );

    await page.getByRole('button', { name: 'Mark as Read' }).click();
    await expectToast(page, 'Marked as read');
    await page.getByRole('button', { name: 'Mark as Unread' }).waitFor();
    await dismissToast(page);

    // Home: Books Read 1, this week's figure from the server.
    await header(page).getByRole('link', { name: 'Distill' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await expect(statValue(page, 'Books Read').innerText()).resolves.toBe('1');
    await main(page).getByText('+1 this week', { exact: true }).waitFor();
    await expect(statValue(page, 'Favorites').innerText()).resolves.toBe('1');
    await main(page).getByText('No books in progress yet').waitFor();
    await waitForImages(page);
    await saveScreenshot(page, 'home.png');

    // Dashboard: the favourite, the completed book, a streak of 1 and the weekly goal 1 of 5.
    await memberNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('current-streak').getByText('1 day streak').waitFor();
    await expect(statValue(page, 'Books Read').innerText()).resolves.toBe('1');
    await page.getByTestId('weekly-goal').getByText('1 of 5').waitFor();
    for (const shelf of ['recently-read', 'recent-favorites']) {
      await page
        .getByTestId(shelf)
        .getByRole('link', { name: summary.title, exact: true })
        .waitFor();
    }
    await main(page).getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    await waitForImages(page);
    await saveScreenshot(page, 'dashboard.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // The heart on the dashboard's card removes the favourite.
    await page
      .getByTestId('recent-favorites')
      .getByRole('button', { name: `Remove ${summary.title} from favorites` })
      .click();
    await expectToast(page, 'Removed from favorites');
    await main(page).getByText('Tap the heart on a book to keep it here.').waitFor();
  });

  it('sends a member whose session ended to /auth after the favourites notice', async () => {
    const { page } = browsing.session;
    const { summaries } = await fetchCatalog();
    const summary = summaries.find((s) => !s.isPremium)!;
    await page.goto('/simple-auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('Email').fill(uniqueEmail('expired'));
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await confirmRegistrationFromPreview(page);
    await page.waitForURL('**/dashboard');
    await page.goto(`/summary/${summary.id}`);
    await page.getByRole('button', { name: 'Add to Favorites' }).waitFor();

    // The session ends elsewhere (e.g. signed out on another tab): the cookie is gone.
    await browsing.session.context.clearCookies();
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expectToast(page, 'Please Sign In', 'You need to be logged in to manage favorites');
    // The heart went back (optimistic update rolled back), then the member is sent to sign in.
    await page.getByRole('button', { name: 'Add to Favorites' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
