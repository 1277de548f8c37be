import type { Page } from 'playwright-core';
import {
  confirmRegistrationFromPreview,
  expectNoSeriousAxeViolations,
  expectToast,
  MEMBER_PASSWORD,
  registerViaApi,
  signInOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
} from './support';

const PASSWORD = 'Velvet-Compass-31';

const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('firebase_token'));

/** What the API says about the signed-in user, through the browser's own credentials. */
const apiUser = (page: Page) =>
  page.evaluate(async () => {
    const token = window.localStorage.getItem('firebase_token');
    const response = await fetch('/api/session', {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return null;
    return ((await response.json()) as { user: Record<string, unknown> | null }).user;
  });

describe('identity-provider sign-in (Firebase Auth emulator)', () => {
  const browsing = useBrowserSessions();

  // The e-mail forms use the product's own registration and password check (issue 40): a
  // provider's e-mail sign-up proves nothing about the address.
  it('creates an account on /auth, keeps it across a reload, signs out and signs in again', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('provider');

    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(await page.getByLabel('Confirm Password').count()).toBe(0);
    await expect(page.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    expect(
      await page.getByLabel('Email').evaluate((input) => (input as HTMLInputElement).required),
    ).toBe(true);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Home' }).getAttribute('href'),
    ).resolves.toBe('/');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('Something-Else-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText("Passwords don't match").waitFor();

    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(
      page,
      'Registration successful',
      'Check your e-mail to finish creating your account.',
    );
    // No account before the e-mail's link is opened: nobody is signed in yet.
    await expect(apiUser(page)).resolves.toBeNull();
    await confirmRegistrationFromPreview(page);
    await page.waitForURL('**/dashboard');
    await expectToast(page, 'Registration successful', 'Welcome to Distill!');
    await page.getByText('Welcome! Ready to continue your learning journey?').waitFor();
    expect(await storedToken(page)).toBeNull();
    await expect(apiUser(page)).resolves.toMatchObject({
      email,
      authProvider: 'local',
      role: 'user',
      subscriptionStatus: 'free',
    });

    // After a reload the session cookie still signs the user in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your Learning Dashboard' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'See you next time!');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();
    await expect(apiUser(page)).resolves.toBeNull();

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong-Password-0');
    browsing.session.expectFailedResponse('/api/simple-login', 401);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome! Ready to continue your learning journey?').waitFor();
    await expect(apiUser(page)).resolves.toMatchObject({ email, authProvider: 'local' });
  });

  // Issue 42 item 5: with the Auth emulator (development, and here) the SDK's popup would load
  // apis.google.com; the button takes the emulator's own offline path instead.
  it('signs a new member in with Google against the emulator, loading nothing from outside', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('google');
    const outside: string[] = [];
    await page.context().route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google sign-in (development)' });
    await dialog.getByText('no Google account is asked for').waitFor();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel('Google account e-mail').fill(email);
    await dialog.getByLabel('Name (optional)').fill('Grace Hopper');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Your Learning Dashboard' }).waitFor();
    const member = await apiUser(page);
    expect(member).toMatchObject({ email, authProvider: 'firebase', role: 'user' });

    // Signed out and in again with the same address: the same account, not a new one.
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(apiUser(page)).resolves.toBeNull();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await dialog.getByLabel('Google account e-mail').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await expect(apiUser(page)).resolves.toMatchObject({ id: member!.id, email });
    expect(outside).toEqual([]);
  });

  it('tells no stranger whether an address has an account', async () => {
    const { page } = browsing.session;
    browsing.session.expectFailedResponse('/api/simple-login', 401);
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  });

  it('shows the sign-in methods in Settings, keeps the last one and signs out everywhere', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('settings');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await methods.getByText('E-mail and password').waitFor();
    // The only method has no Remove button.
    expect(await methods.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectToast(page, 'Signed out everywhere', 'Every device must sign in again.');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(apiUser(page)).resolves.toBeNull();
  });
});
