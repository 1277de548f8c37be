import { gzipSync } from 'node:zlib';
import { useBrowserSessions } from './support';

describe('app shell (visitor)', () => {
  const browsing = useBrowserSessions();

  it('shows the 404 page for an unknown route', async () => {
    const { page } = browsing.session;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('starts dark, toggles the theme and keeps it across a reload', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');

    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('distill-theme'))).toBe('light');

    await page.reload({ waitUntil: 'commit' });
    // The inline script in index.html applies the class before the app's code runs.
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    await page.getByTestId('theme-toggle').waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');

    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('distill-theme'))).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
  });

  it('shows visitors the signed-out states of the member screens', async () => {
    const { page } = browsing.session;
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Access Required' }).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).resolves.toBe('/auth');

    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Authentication Required' }).waitFor();
    await page.waitForURL('**/auth', { timeout: 5_000 });

    for (const path of ['/auth', '/login', '/firebase-auth', '/simple-auth', '/reset-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.getByText('Invalid or missing reset token').waitFor();
  });

  it('loads under 200 KiB of gzipped JavaScript for the landing page, without admin or billing code', async () => {
    const { page } = browsing.session;
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), response.body());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page
      .locator('[data-testid="featured-summaries"] [data-testid="book-card"]')
      .first()
      .waitFor();

    const bodies = await Promise.all(scripts.values());
    const gzippedBytes = bodies.reduce(
      (total, body) => total + gzipSync(body, { level: 9 }).length,
      0,
    );
    expect(gzippedBytes).toBeLessThan(200 * 1024);
    const names = [...scripts.keys()].join(' ');
    expect(names).not.toMatch(/AdminPage|SubscribePage/);
    expect(names).not.toMatch(/firebase/i);
  });
});
