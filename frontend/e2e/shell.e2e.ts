import { gzipSync } from 'node:zlib';
import { gotoSettled, useBrowserSessions } from './support';

describe('app shell (visitor)', () => {
  const browsing = useBrowserSessions();

  it('shows the 404 page for an unknown route, prerendered, with status 404', async () => {
    const { page, expectFailedResponse } = browsing.session;
    // The browser reports the 404 as a failed load: it is this test's subject.
    expectFailedResponse('/no/such/page', 404);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('Did you forget to add the page to the router?');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('starts dark, toggles the theme and keeps it across a reload', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');

    // A press before the page has hydrated is pressed again once it has (src/lib/early-clicks.ts),
    // so the theme changes when the page comes to life, not necessarily at the press.
    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => localStorage.getItem('distill-theme') === 'light');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');

    await page.reload({ waitUntil: 'commit' });
    // The inline script in index.html applies the class before the app's code runs.
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    await page.getByTestId('theme-toggle').waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');

    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => localStorage.getItem('distill-theme') === 'dark');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
  });

  it('shows visitors the signed-out states of the member screens', async () => {
    const { page } = browsing.session;
    // Visitors are sent to sign in, with the way back.
    await page.goto('/dashboard');
    await page.waitForURL('**/auth?returnTo=%2Fdashboard');

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Access Required' }).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).resolves.toBe('/auth');

    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Authentication Required' }).waitFor();
    await page.waitForURL('**/auth?returnTo=%2Fsubscribe', { timeout: 5_000 });

    for (const path of ['/auth', '/login', '/firebase-auth', '/simple-auth', '/reset-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.getByText('Invalid or missing reset token').waitFor();
  });

  it('loads under 120 KiB of gzipped JavaScript for the landing page, without GraphQL, admin or billing code', async () => {
    const { page } = browsing.session;
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), response.body());
    });
    await gotoSettled(page, '/');
    await page
      .locator('[data-testid="featured-summaries"] [data-testid="book-card"]')
      .first()
      .waitFor();

    const bodies = await Promise.all(scripts.values());
    const gzippedBytes = bodies.reduce(
      (total, body) => total + gzipSync(body, { level: 9 }).length,
      0,
    );
    expect(gzippedBytes).toBeLessThan(120 * 1024);
    const names = [...scripts.keys()].join(' ');
    expect(names).not.toMatch(/AdminPage|SubscribePage/);
    expect(names).not.toMatch(/firebase/i);
    expect(names).not.toMatch(/WithApollo|apollo/i);
  });

  it('hydrates the prerendered landing page: the HTML carries the hero, the scripts take over', async () => {
    const { page } = browsing.session;
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Unlock the world&#x27;s knowledge in');
    expect(html).toContain('Start 7-Day Free Trial');
    // Hydrated: a click is handled by React (the demo walkthrough opens).
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await page.getByRole('dialog', { name: 'How Distill works' }).waitFor();
  });

  it('asks who is signed in without a failed request for a visitor', async () => {
    const { page } = browsing.session;
    const statuses: number[] = [];
    page.on('response', (answer) => {
      if (new URL(answer.url()).pathname.startsWith('/api/')) statuses.push(answer.status());
    });
    for (const path of ['/', '/library', '/about']) {
      await gotoSettled(page, path);
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
  });
});
