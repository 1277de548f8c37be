import type { Page } from 'playwright-core';
import {
  ADMIN,
  confirmRegistrationFromPreview,
  expectNoSeriousAxeViolations,
  expectToast,
  fetchCatalog,
  MEMBER_PASSWORD,
  registerViaApi,
  saveScreenshot,
  signInOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
} from './support';

type Catalog = Awaited<ReturnType<typeof fetchCatalog>>;

const header = (page: Page) => page.getByRole('banner');

async function expectSignedInHeader(page: Page, { admin }: { admin: boolean }) {
  const nav = header(page).getByRole('navigation', { name: 'Member' });
  await expect(
    nav.getByRole('link', { name: 'Library', exact: true }).getAttribute('href'),
  ).resolves.toBe('/library');
  await expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe(
    '/dashboard',
  );
  expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(admin ? 1 : 0);
  await header(page).getByRole('button', { name: 'Sign Out' }).waitFor();
  expect(await header(page).getByRole('link', { name: 'Sign In' }).count()).toBe(0);
}

/** The dashboard greets by first name or plainly, never with a part of the e-mail. */
async function expectDashboard(page: Page) {
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Your Learning Dashboard' }).waitFor();
  await page.getByText(/^Welcome( back)?! Ready to continue your learning journey\?$/).waitFor();
}

/** Signs up on /simple-auth and opens the confirmation link of the e-mail's preview. */
async function signUpOnSimpleAuth(page: Page, email: string, password = MEMBER_PASSWORD) {
  await page.goto('/simple-auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectToast(
    page,
    'Registration successful',
    'Check your e-mail to finish creating your account.',
  );
  // No account yet: the page says where to go on, and no one is signed in.
  await page.getByRole('status').getByText(email).waitFor();
  await confirmRegistrationFromPreview(page);
}

describe('sign-in (simple flow)', () => {
  const browsing = useBrowserSessions();
  let catalog: Catalog;

  beforeAll(async () => {
    catalog = await fetchCatalog();
  });

  const freeSummary = () => catalog.summaries.find((summary) => !summary.isPremium)!;
  const premiumSummary = () => catalog.summaries.find((summary) => summary.isPremium)!;

  it('signs up on /simple-auth, lands on /dashboard, signs out and signs in again', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('signup');

    await page.goto('/simple-auth');
    await page.getByRole('heading', { level: 1, name: 'Sign In with Email' }).waitFor();
    await page.getByText('Admin users are redirected to the admin panel automatically').waitFor();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, 'simple-auth.png');

    await signUpOnSimpleAuth(page, email);
    await expectToast(page, 'Registration successful', 'Welcome to Distill!');
    await expectDashboard(page);
    await expectSignedInHeader(page, { admin: false });
    await expectNoSeriousAxeViolations(page);

    // The signed-in home: the welcome and this week's two featured summaries.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    const featured = page.locator('[data-testid="home-featured"] [data-testid="book-card"]');
    await featured.nth(1).waitFor();
    expect(await featured.count()).toBe(2);

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'See you next time!');
    await page.getByRole('heading', { level: 1, name: /Unlock the world's knowledge/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
    // The session really ended: a reload stays signed out.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Unlock the world's knowledge/ }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth');

    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expectDashboard(page);

    // A signed-in member who opens /simple-auth is sent to the dashboard.
    await page.goto('/simple-auth');
    await page.waitForURL('**/dashboard');
  });

  it("shows 'Login failed' with the server's message for a wrong password", async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('wrong');
    await registerViaApi(email);
    browsing.session.expectFailedResponse('/api/simple-login', 401);

    await signInOnSimpleAuth(page, email, 'not-the-password');
    await expectToast(page, 'Login failed', 'Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/simple-auth');
    await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor();
  });

  it('resets a password through the e-mail preview link and signs in with the new one', async () => {
    const { page, context } = browsing.session;
    const email = uniqueEmail('reset');
    const newPassword = 'Amber-Harbour-77';
    await registerViaApi(email);

    await page.goto('/simple-auth');
    await page.getByRole('button', { name: 'Did you forget your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(
      page,
      'Email sent',
      "If an account with that email exists, you'll receive a password reset link.",
    );
    const previewLink = dialog.getByRole('link', { name: /View Email Preview/ });
    await expect(previewLink.getAttribute('target')).resolves.toBe('_blank');
    await expectNoSeriousAxeViolations(page);

    const [preview] = await Promise.all([context.waitForEvent('page'), previewLink.click()]);
    await preview.waitForLoadState();
    await preview.getByText(`To: ${email}`, { exact: false }).waitFor();
    const resetLink = preview.locator('a[href*="/reset-password?token="]').first();
    const href = (await resetLink.getAttribute('href'))!;
    expect(new URL(href).origin).toBe(new URL(page.url()).origin);
    await preview.close();

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(href);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(
      page,
      "Passwords don't match",
      'Please make sure both passwords are identical.',
    );
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');

    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated!');
    await page.getByRole('heading', { level: 1, name: 'Password Updated!' }).waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).waitFor();
    const updatedAt = Date.now();
    await page.waitForURL('**/auth', { timeout: 10_000 });
    expect(Date.now() - updatedAt).toBeGreaterThan(2_000);

    // The link is single-use.
    browsing.session.expectFailedResponse('/api/simple-confirm-reset', 400);
    await page.goto(href);
    await page.getByLabel('New Password').fill('Another-Pass-99');
    await page.getByLabel('Confirm Password').fill('Another-Pass-99');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(
      page,
      'Reset failed',
      'This password reset link is invalid or has expired. Please request a new one.',
    );

    await signInOnSimpleAuth(page, email, newPassword);
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expectDashboard(page);
  });

  it('shows the missing-token state on /reset-password without a token', async () => {
    const { page } = browsing.session;
    await page.goto('/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Invalid or missing reset token' }).waitFor();
    await expectToast(
      page,
      'Invalid reset link',
      'The password reset link is invalid or missing the token.',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Login' }).getAttribute('href'),
    ).resolves.toBe('/simple-auth');
    // It leads to a page that can send a new link.
    await page.getByRole('main').getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL('**/simple-auth');
    await page.getByRole('button', { name: 'Did you forget your password?' }).waitFor();
  });

  it('sends the admin to /admin, lists the users and reads a premium summary in full', async () => {
    const { page } = browsing.session;
    const member = uniqueEmail('listed');
    await registerViaApi(member);

    await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.getByText(`Welcome, ${ADMIN.email}`).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'View Site' }).getAttribute('href'),
    ).resolves.toBe('/');
    await expectSignedInHeader(page, { admin: true });

    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('heading', { name: /^User Management \(\d+ users\)$/ }).waitFor();
    const rows = page.getByTestId('admin-user');
    const adminRow = rows.filter({ hasText: ADMIN.email });
    await adminRow.getByText('admin - premium').waitFor();
    const memberRow = rows.filter({ hasText: member });
    await memberRow.getByText('free - free').waitFor();
    await memberRow.getByText('user', { exact: true }).waitFor();
    const heading = await page.getByRole('heading', { name: /^User Management/ }).innerText();
    expect(heading).toBe(`User Management (${await rows.count()} users)`);
    await expectNoSeriousAxeViolations(page);

    // Signed in, /simple-auth sends an admin straight back to /admin.
    await page.goto('/simple-auth');
    await page.waitForURL('**/admin');

    const premium = premiumSummary();
    await page.goto(`/summary/${premium.id}`);
    await page.getByRole('heading', { level: 1, name: premium.title }).waitFor();
    await page.getByTestId('section-view').waitFor();
    expect(await page.getByTestId('locked-panel').count()).toBe(0);

    // Admins count as subscribers: no upgrade banner in the library.
    await page.goto('/library');
    await page.getByTestId('library-results').waitFor();
    expect(await page.getByRole('heading', { name: 'Unlock unlimited access' }).count()).toBe(0);
  });

  it('lets a new member read a free summary in full and offers the upgrade on a premium one', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('reader');
    await signUpOnSimpleAuth(page, email);
    await expectDashboard(page);

    const free = freeSummary();
    await page.goto(`/summary/${free.id}`);
    await page.getByRole('heading', { level: 1, name: free.title }).waitFor();
    await page.getByTestId('section-view').waitFor();
    expect(await page.getByTestId('locked-panel').count()).toBe(0);

    const premium = premiumSummary();
    await page.goto(`/summary/${premium.id}`);
    const locked = page.getByTestId('locked-panel');
    await locked.waitFor();
    await expect(
      locked.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).resolves.toBe('/subscribe');
    expect(await locked.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.getByTestId('section-view').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/library');
    await page.getByRole('heading', { name: 'Unlock unlimited access' }).waitFor();
  });

  it('refuses the admin panel to a member: Access Denied with the role', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('denied');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await expectDashboard(page);

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page
      .getByText('You do not have admin privileges. Only admin users can access this panel.')
      .waitFor();
    await page.getByText('Current role:').waitFor();
    await page.getByRole('main').getByText('user', { exact: true }).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go Home' }).getAttribute('href'),
    ).resolves.toBe('/');
    expect(await page.getByTestId('admin-users').count()).toBe(0);
  });

  it('offers the member links and Sign Out in the menu on a 360 px screen', async () => {
    await browsing.reopen({ width: 360, height: 740 });
    const { page } = browsing.session;
    const email = uniqueEmail('small');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await expectDashboard(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(
      menu.getByRole('link', { name: 'Library', exact: true }).getAttribute('href'),
    ).resolves.toBe('/library');
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'See you next time!');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Unlock the world's knowledge/ }).waitFor();
  });
});
