import { ADMIN, baseUrl, expectToast, signInOnSimpleAuth, useBrowserSessions } from './support';

describe('no dead ends on the sign-in pages', () => {
  const browsing = useBrowserSessions();

  it('opens /auth in Create Account mode from a free-trial button', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/auth?mode=signup&trial=1');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Confirm Password').waitFor();
  });

  it("offers 'Forgot password?' on /auth, answering the same whether or not the account exists", async () => {
    const { page } = browsing.session;
    await page.goto('/auth');
    await page.getByLabel('Email').first().fill('someone@example.com');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    // The dialog keeps the e-mail already typed on the page (issue 20, item 1).
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe('someone@example.com');

    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(
      page,
      'Email sent',
      "If an account with that email exists, you'll receive a password reset link.",
    );
  });

  it('links every sign-in page to the others', async () => {
    const { page } = browsing.session;
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Sign in with email and password' }).click();
    await page.waitForURL('**/simple-auth');
    await page.getByRole('link', { name: 'Go to the main sign-in page' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });
});

describe('footer pages', () => {
  const browsing = useBrowserSessions();

  it.each([
    ['About', 'About Distill', /written for Distill/],
    ['Help Center', 'Help Center', /Forgot password\?/],
    ['Privacy Policy', 'Privacy Policy', /Stripe/],
    ['Terms of Service', 'Terms of Service', /30-day money-back guarantee/],
  ])('%s opens a real page', async (link, heading, text) => {
    const { page } = browsing.session;
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: link });
    // Where the link leads is this test's subject, so it is pressed once React has the footer
    // (it keeps its props on the element). A press during hydration was lost once in a clean-clone
    // run (29 November): a known gap in lib/early-clicks.ts, which keeps buttons, not links.
    await page.waitForFunction(
      (element) => Object.keys(element!).some((key) => key.startsWith('__reactProps$')),
      await footerLink.elementHandle(),
    );
    await footerLink.click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('main').getByText(text).first().waitFor();
  });

  it('sends no Company or Support link to an anchor of the landing page', async () => {
    const { page } = browsing.session;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of ['Company', 'Support']) {
      const hrefs = await footer
        .getByRole('navigation', { name: column })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect({ column, anchors: hrefs.filter((href) => href?.startsWith('/#')) }).toEqual({
        column,
        anchors: [],
      });
    }
    for (const removed of ['Careers', 'Press', 'Contact Us']) {
      expect(await footer.getByRole('link', { name: removed }).count()).toBe(0);
    }
  });
});

describe('admin: API Keys tab', () => {
  const browsing = useBrowserSessions();

  it('issues a key shown once, lists it with its usage and revokes it', async () => {
    const { page } = browsing.session;
    await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await page.getByLabel('Partner name').fill('Journey Library');
    await page.getByLabel(/License full premium content/).check();
    await page.getByRole('button', { name: 'Create Key' }).click();
    const key = await page.getByTestId('issued-api-key').innerText();
    expect(key).toMatch(/^dsk_/);

    const partner = await fetch(`${baseUrl()}/api/categories`, {
      headers: { 'x-api-key': key },
    });
    expect(partner.status).toBe(200);

    await page.reload();
    await page.getByRole('tab', { name: 'API Keys' }).click();
    const row = page.getByTestId('api-key').filter({ hasText: 'Journey Library' });
    await row.getByText('premium-content').waitFor();
    expect(await row.getByTestId('api-key-usage-today').innerText()).toBe('1');
    expect(await page.getByText(key).count()).toBe(0);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'API key revoked');
    await row.getByText('Revoked').waitFor();
    const refused = await fetch(`${baseUrl()}/api/categories`, {
      headers: { 'x-api-key': key },
    });
    expect(refused.status).toBe(401);
  });
});

describe('the API reference for partners', () => {
  const browsing = useBrowserSessions();

  it('renders /api/docs from the served document, every route group listed, nothing refused', async () => {
    const { page } = browsing.session;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Distill REST API/ }).waitFor();
    for (const path of [
      '/api/categories',
      '/api/summaries/{id}',
      '/api/simple-login',
      '/api/favorites',
      '/api/highlights',
      '/api/admin/summaries',
    ]) {
      await page.locator(`.opblock-summary-path[data-path="${path}"]`).first().waitFor();
    }
    // A route opens on its answer's shape, generated from its GraphQL operation.
    await page.locator('.opblock-summary-path[data-path="/api/summaries/{id}"]').click();
    await page.getByText('Example Value').first().waitFor();
    await page.locator('.opblock-body').getByText('hasFullAccess').first().waitFor();
    // The viewer loads from the gateway itself, within the site's content security policy.
    expect(problems).toEqual([]);
  });
});
