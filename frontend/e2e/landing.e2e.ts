import {
  expectNoSeriousAxeViolations,
  saveScreenshot,
  waitForImages,
  useBrowserSessions,
} from './support';

describe('landing page (visitor)', () => {
  const browsing = useBrowserSessions();

  it('shows the hero, 8 featured summaries and the three plans', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Unlock the world's knowledge/ }).waitFor();

    await expect(
      page.getByRole('link', { name: 'Start 7-Day Free Trial', exact: true }).getAttribute('href'),
    ).resolves.toBe('/auth?mode=signup&trial=1');
    await page.getByRole('button', { name: 'Watch Demo' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Sign in here' }).getAttribute('href'),
    ).resolves.toBe('/auth');

    const cards = page.locator('[data-testid="featured-summaries"] [data-testid="book-card"]');
    await cards.nth(7).waitFor();
    expect(await cards.count()).toBe(8);
    for (const name of ['All', 'Business', 'Psychology', 'Self-Help', 'Science', 'Biography']) {
      await page
        .getByRole('list', { name: 'Categories' })
        .getByText(name, { exact: true })
        .waitFor();
    }
    await expect(
      page.getByRole('link', { name: /Browse All Summaries/ }).getAttribute('href'),
    ).resolves.toBe('/auth');

    const plans = page.locator('[data-testid="pricing-plan"]');
    expect(await plans.count()).toBe(3);
    const planTexts = await plans.allInnerTexts();
    expect(planTexts[0]).toMatch(/Free[\s\S]*\$0[\s\S]*\/month[\s\S]*3 free summaries per month/);
    expect(planTexts[1]).toMatch(/Most Popular[\s\S]*Premium[\s\S]*\$12[\s\S]*\/month/);
    expect(planTexts[2]).toMatch(/Save 31%[\s\S]*Annual[\s\S]*\$99[\s\S]*\/year/);
    await page
      .getByText('All plans include 7-day free trial, no setup fees, cancel anytime')
      .waitFor();
    const planLinks = await plans
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(planLinks).toEqual([
      '/auth',
      '/auth?mode=signup&trial=1',
      '/auth?mode=signup&trial=1&returnTo=%2Fsubscribe%3Fplan%3Dannual',
    ]);

    const footer = page.getByRole('contentinfo');
    for (const column of ['Product', 'Company', 'Support']) {
      await footer.getByRole('heading', { name: column }).waitFor();
    }
    await footer.getByText(/© 2024 Distill/).waitFor();
    // Only links that lead somewhere real: no bare social home pages, no "Blog".
    await expect(footer.getByRole('link', { name: /Distill on|Blog/ }).count()).resolves.toBe(0);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe(
      '/auth',
    );
    await expect(
      header.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href'),
    ).resolves.toBe('/auth?mode=signup&trial=1');

    await waitForImages(page);
    await saveScreenshot(page, 'landing.png');
  });

  it('scrolls smoothly to each section from the header anchors', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    await page
      .locator('[data-testid="featured-summaries"] [data-testid="book-card"]')
      .first()
      .waitFor();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');

    const nav = page.getByRole('navigation', { name: 'Page sections' });
    for (const [label, id] of [
      ['Pricing', 'pricing'],
      ['Features', 'features'],
      ['Library', 'library'],
    ] as const) {
      const before = await page.evaluate(() => window.scrollY);
      await nav.getByRole('link', { name: label }).click();
      await page.waitForFunction((start) => window.scrollY !== start, before);
      // Smooth scrolling settles over a few frames: wait until the section's top is in view.
      await page.waitForFunction((sectionId) => {
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      }, id);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    }
  });

  it('walks through the product in screenshots from "Watch Demo"', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const demo = page.getByRole('dialog', { name: 'How Distill works' });
    await demo.getByText('Step 1 of 4').waitFor();
    await demo.getByRole('button', { name: 'Next' }).click();
    await demo.getByText('Step 2 of 4').waitFor();
    await expect(
      demo
        .getByRole('img')
        .evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).resolves.toBe(960);
    await page.keyboard.press('Escape');
    await demo.waitFor({ state: 'hidden' });
  });

  it('shows one notification at a time and hides it after 5 seconds', async () => {
    const { page } = browsing.session;
    // A refused sign-in's notice (its 401 is the point).
    browsing.session.expectFailedResponse('/api/simple-login', 401);
    await page.goto('/simple-auth');
    await page.getByLabel('Email').first().fill('nobody@example.com');
    await page.getByLabel('Password').first().fill('not-the-password');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true }).last();
    await signIn.click();
    const toast = page.getByText('Login failed', { exact: true });
    await toast.waitFor();
    await signIn.click();
    await toast.waitFor();
    const shown = page.getByRole('region', { name: /Notifications/ }).locator('li');
    expect(await shown.count()).toBe(1);
    const shownAt = Date.now();
    await toast.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  });

  it('offers the anchors, Sign In and Start Free Trial in a menu on a 360 px screen', async () => {
    await browsing.reopen({ width: 360, height: 740 });
    const { page } = browsing.session;
    await page.goto('/');
    await page
      .locator('[data-testid="featured-summaries"] [data-testid="book-card"]')
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Sign In' }).waitFor();
    await menu.getByRole('link', { name: 'Start Free Trial' }).waitFor();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
  });

  it('has no serious accessibility violations', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    await page
      .locator('[data-testid="featured-summaries"] [data-testid="book-card"]')
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});
