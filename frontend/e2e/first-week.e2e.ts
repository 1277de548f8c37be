import type { Page } from 'playwright-core';
import {
  baseUrl,
  confirmRegistrationFromPreview,
  expectNoSeriousAxeViolations,
  expectToast,
  fetchCatalog,
  MEMBER_PASSWORD,
  registerViaApi,
  saveScreenshot,
  signUpOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
} from './support';

/*
 * A reader's first week (issue 20), walked as a new user from the landing page against the
 * default stack with the Firebase Auth emulator: one sign-in for every account, the promised
 * trial, back to where you were, My Library.
 */

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

/** Who the API says is signed in, with the browser's own credentials (cookie or bearer token). */
const apiUser = (page: Page) =>
  page.evaluate(async () => {
    const token = window.localStorage.getItem('firebase_token');
    const response = await fetch('/api/session', {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return ((await response.json()) as { user: Record<string, unknown> | null }).user;
  });

async function signOut(page: Page) {
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Fills /auth's Create Account form (the page must be in that mode). */
async function createAccountOnAuth(page: Page, email: string, password = MEMBER_PASSWORD) {
  await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await confirmRegistrationFromPreview(page);
}

async function signInOnAuth(page: Page, email: string, password = MEMBER_PASSWORD) {
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** From the landing page's header to /auth, switched to Create Account. */
async function toCreateAccountFromLanding(page: Page) {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** A premium summary the landing page features, so a visitor can open it from there. */
async function featuredPremiumSummary(): Promise<{ id: string; title: string }> {
  const response = await fetch(`${baseUrl()}/api/summaries/featured?limit=8`);
  const featured = (await response.json()) as { id: string; title: string; isPremium: boolean }[];
  const premium = featured.find((summary) => summary.isPremium);
  if (!premium) throw new Error('the landing page features no premium summary');
  return premium;
}

async function openFromLanding(page: Page, summary: { id: string; title: string }) {
  await page.goto('/');
  await page
    .getByTestId('featured-summaries')
    .getByRole('link', { name: summary.title, exact: true })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === `/summary/${summary.id}`);
}

async function firstPremiumSummary() {
  const { summaries } = await fetchCatalog();
  const premium = summaries.find((summary) => summary.isPremium);
  if (!premium) throw new Error('the seeded catalog has no premium summary');
  return premium;
}

describe("a reader's first week", () => {
  const browsing = useBrowserSessions();

  describe('one sign-in that knows every account', () => {
    it('signs an account made at /simple-auth in at /auth, with the same password', async () => {
      const { page } = browsing.session;
      const email = uniqueEmail('simple-first');

      await page.goto('/');
      await header(page).getByRole('link', { name: 'Sign In' }).click();
      await page.getByRole('link', { name: 'Sign in with email and password' }).click();
      await page.waitForURL((url) => url.pathname === '/simple-auth');
      await signUpOnSimpleAuth(page, email);
      await page.waitForURL('**/dashboard');
      const made = await apiUser(page);
      expect(made).toMatchObject({ email, authProvider: 'local' });
      await signOut(page);

      await header(page).getByRole('link', { name: 'Sign In' }).click();
      await signInOnAuth(page, email);
      await page.waitForURL('**/dashboard');
      // One e-mail, one account: the one made at /simple-auth.
      await expect(apiUser(page)).resolves.toMatchObject({
        id: made!.id,
        email,
        authProvider: 'local',
      });

      // /auth's e-mail form is the product's own sign-in (docs/api.md, "Sign-in and accounts"):
      // no provider account stands beside the password, so nothing unverified can claim it.
      expect(await page.evaluate(() => window.localStorage.getItem('firebase_token'))).toBeNull();
    });

    it('signs an account made at /auth in at /simple-auth, with the same password', async () => {
      const { page } = browsing.session;
      const email = uniqueEmail('auth-first');
      await toCreateAccountFromLanding(page);
      await createAccountOnAuth(page, email);
      await page.waitForURL('**/dashboard');
      const made = await apiUser(page);
      // Made by the product's own registration, as at /simple-auth.
      expect(made).toMatchObject({ email, authProvider: 'local' });
      await signOut(page);

      await header(page).getByRole('link', { name: 'Sign In' }).click();
      await page.getByRole('link', { name: 'Sign in with email and password' }).click();
      const form = page.getByRole('tabpanel', { name: 'Sign In' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(MEMBER_PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login successful', 'Welcome back!');
      await page.waitForURL('**/dashboard');
      await expect(apiUser(page)).resolves.toMatchObject({
        id: made!.id,
        email,
        authProvider: 'local',
      });
    });

    it('never lets a Google sign-in take a password account without its password', async () => {
      const { page } = browsing.session;
      const email = uniqueEmail('victim');
      await registerViaApi(email);
      await page.goto('/auth');
      browsing.session.expectFailedResponse('/api/firebase/user', 409);
      // The emulator calls any e-mail verified: a forged Google sign-in for the victim's e-mail.
      const answer = await page.evaluate(async (victim) => {
        const emulator = window.distillFirebase!.emulatorUrl!;
        const claims = { sub: `google-${victim}`, email: victim, email_verified: true };
        const idp = await fetch(
          `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-key`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              requestUri: 'http://localhost',
              postBody: new URLSearchParams({
                id_token: JSON.stringify(claims),
                providerId: 'google.com',
              }).toString(),
              returnSecureToken: true,
            }),
          },
        );
        const { idToken } = (await idp.json()) as { idToken: string };
        const user = await fetch('/api/firebase/user', {
          headers: { Authorization: `Bearer ${idToken}` },
        });
        return { status: user.status, text: await user.text() };
      }, email);
      expect(answer).toEqual({
        status: 409,
        text: 'An account with this email already exists. Sign in with your password to link it.',
      });
      await expect(apiUser(page)).resolves.toBeNull();
    });

    it('sends "Forgot password?" from /auth with a preview, keeping the typed e-mail', async () => {
      const { page } = browsing.session;
      const email = uniqueEmail('forgot');
      await registerViaApi(email);
      await page.goto('/');
      await header(page).getByRole('link', { name: 'Sign In' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset Password' });
      await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(email);
      await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
      const preview = dialog.getByRole('link', { name: /View Email Preview/ });
      await preview.waitFor();
      expect(await preview.getAttribute('href')).toMatch(/^\/|^http/);
    });
  });

  describe('the trial the landing promises', () => {
    it('starts a 7-day Premium trial from "Start 7-Day Free Trial" without a card; a card added keeps it', async () => {
      const { page } = browsing.session;
      const premium = await firstPremiumSummary();
      const email = uniqueEmail('trial');
      await page.goto('/');
      await main(page).getByRole('link', { name: 'Start 7-Day Free Trial', exact: true }).click();
      await page.waitForURL('**/auth?mode=signup&trial=1');
      await createAccountOnAuth(page, email);
      await page.waitForURL('**/dashboard');
      await expect(apiUser(page)).resolves.toMatchObject({ subscriptionStatus: 'trialing' });

      const card = page.getByTestId('subscription-card');
      await card.getByText('7 days left in your trial').waitFor();
      expect(await card.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
        '/subscribe',
      );
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, 'first-week-dashboard-trial.png');

      // Premium at once: a premium summary reads in full.
      await page.goto(`/summary/${premium.id}`);
      await page.getByTestId('section-view').waitFor();
      expect(await page.getByTestId('locked-panel').count()).toBe(0);

      // "Add a card": Stripe's form for the trial's SetupIntent; nothing is charged today.
      await header(page).getByRole('link', { name: 'Dashboard' }).click();
      await card.getByRole('link', { name: 'Add a card' }).click();
      await page.waitForURL((url) => url.pathname === '/subscribe');
      await page
        .getByRole('heading', { level: 1, name: 'Keep Premium after your trial' })
        .waitFor();
      await page.getByText('Nothing is charged today: your card is saved').waitFor();
      await page.getByLabel('Card number').waitFor();
      const save = page.getByRole('button', { name: 'Complete Payment' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.includes('Complete Payment') && !button.disabled,
        ),
      );
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, 'first-week-add-card.png');
      await save.click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expectToast(page, 'Payment Successful');
      // The card is on file: the trial converts, and nothing more is offered.
      await card.getByText(/^Free trial until .+; your first charge is on that day\.$/).waitFor();
      expect(await card.getByRole('link', { name: 'Add a card' }).count()).toBe(0);
      await card.getByText('7 days left in your trial').waitFor();
      await page.goto('/subscribe');
      await page.getByRole('heading', { name: "You're Already a Premium Member!" }).waitFor();

      // One trial per member, ever: a second attempt gets billing's 409 answer.
      await page.goto('/start-trial');
      const refusal = page.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.innerText()).toMatch(
        /^(You have already used your free trial|You already have Premium)$/,
      );
      await page.getByRole('link', { name: 'Continue' }).waitFor();
    }, 180_000);

    it('starts the trial through the simple sign-in too', async () => {
      const { page } = browsing.session;
      const email = uniqueEmail('trial-simple');
      await page.goto('/');
      await header(page).getByRole('link', { name: 'Start Free Trial' }).click();
      await page.getByRole('link', { name: 'Sign in with email and password' }).click();
      await page.waitForURL('**/simple-auth?trial=1');
      const form = page.getByRole('tabpanel', { name: 'Sign Up' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(MEMBER_PASSWORD);
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await confirmRegistrationFromPreview(page);
      await page.waitForURL('**/dashboard');
      await page.getByTestId('subscription-card').getByText('7 days left in your trial').waitFor();
    });
  });

  describe('back to where you were', () => {
    it('returns to /subscribe after the visitor redirect and sign-in, on both pages', async () => {
      const { page } = browsing.session;
      const email = uniqueEmail('return');
      await registerViaApi(email);
      browsing.session.expectFailedResponse('identitytoolkit.googleapis.com', 400);
      await page.goto('/subscribe');
      await page.waitForURL('**/auth?returnTo=%2Fsubscribe');
      await signInOnAuth(page, email);
      await page.waitForURL((url) => url.pathname === '/subscribe');
      await signOut(page);

      await page.goto('/subscribe');
      await page.waitForURL('**/auth?returnTo=%2Fsubscribe');
      await page.getByRole('link', { name: 'Sign in with email and password' }).click();
      await page.waitForURL('**/simple-auth?returnTo=%2Fsubscribe');
      const form = page.getByRole('tabpanel', { name: 'Sign In' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(MEMBER_PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/subscribe');
    });

    it('returns to the locked summary after Start Free Trial, and reads it in full', async () => {
      const { page } = browsing.session;
      const premium = await featuredPremiumSummary();
      await openFromLanding(page, premium);
      await page
        .getByTestId('locked-panel')
        .getByRole('link', { name: 'Start Free Trial' })
        .click();
      await createAccountOnAuth(page, uniqueEmail('locked-trial'));
      await page.waitForURL((url) => url.pathname === `/summary/${premium.id}`);
      await page.getByTestId('section-view').waitFor();
      expect(await page.getByTestId('locked-panel').count()).toBe(0);
    });

    it('returns to the locked summary after signing up at /simple-auth', async () => {
      const { page } = browsing.session;
      const premium = await featuredPremiumSummary();
      await openFromLanding(page, premium);
      await page.getByTestId('locked-panel').getByRole('link', { name: 'Sign In' }).click();
      await page.getByRole('link', { name: 'Sign in with email and password' }).click();
      await page.waitForURL((url) => url.pathname === '/simple-auth');
      await signUpOnSimpleAuth(page, uniqueEmail('locked-simple'));
      await page.waitForURL((url) => url.pathname === `/summary/${premium.id}`);
      // Signed in now, without Premium: the book is still locked, no longer asking to sign in.
      await header(page).getByRole('button', { name: 'Sign Out' }).waitFor();
      const locked = page.getByTestId('locked-panel');
      await locked.waitFor();
      expect(await locked.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    });

    it('ignores a return address to another site', async () => {
      const { page } = browsing.session;
      const email = uniqueEmail('evil');
      await registerViaApi(email);
      await page.goto('/simple-auth?returnTo=%2F%2Fevil.example%2F');
      const form = page.getByRole('tabpanel', { name: 'Sign In' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(MEMBER_PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dashboard');
    });
  });

  describe('My Library', () => {
    it('saves a premium title without Premium and lists it under Saved', async () => {
      const { page } = browsing.session;
      const premium = await firstPremiumSummary();
      await toCreateAccountFromLanding(page);
      await createAccountOnAuth(page, uniqueEmail('library'));
      await page.waitForURL('**/dashboard');

      await page.goto('/library');
      const card = main(page).getByTestId('book-card').filter({ hasText: premium.title }).first();
      await card.getByRole('button', { name: /favorite/i }).click();
      await expectToast(page, 'Added to favorites');

      await header(page).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('link', { name: 'See all: Recent Favorites' }).click();
      await page.waitForURL('**/my-library');
      await page.getByRole('heading', { level: 1, name: 'My Library' }).waitFor();
      const tabs = page.getByRole('tablist', { name: 'My Library' });
      await expect(tabs.getByRole('tab').allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Saved'),
        expect.stringContaining('In progress'),
        expect.stringContaining('Finished'),
      ]);
      const saved = page.getByRole('tabpanel', { name: /Saved/ });
      await saved.getByText(premium.title).first().waitFor();
      await expectNoSeriousAxeViolations(page);
      // Headings go down one level at a time: the page, the shelf, its books (axe's heading-order).
      const levels = await page
        .getByRole('main')
        .evaluate((main) =>
          [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')]
            .filter((heading) => heading.getClientRects().length > 0)
            .map((heading) => Number(heading.tagName[1])),
        );
      expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
      expect(levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1)).toBe(
        true,
      );
      await saveScreenshot(page, 'first-week-my-library.png');

      await tabs.getByRole('tab', { name: /Finished/ }).click();
      await page.waitForURL('**/my-library?tab=finished');
      await page
        .getByRole('tabpanel', { name: /Finished/ })
        .getByText('Books you finish will show up here.')
        .waitFor();
      await header(page).getByRole('link', { name: 'My Library' }).waitFor();
    });
  });
});
