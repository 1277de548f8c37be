import type { Page } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  expectNoSeriousAxeViolations,
  expectToast,
  firstSectionOfAFreeBook,
  gotoSettled,
  graphqlFromPage,
  MEMBER_PASSWORD,
  PHONE,
  registerViaApi,
  runOutGracePeriod,
  signInNewMember,
  signInOnSimpleAuth,
  signUpOnSimpleAuth,
  uniqueEmail,
  lookAt,
  useBrowserSessions,
} from './support';

const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.context().addInitScript((chosen) => localStorage.setItem('distill-theme', chosen), theme);

describe('Delete my account (issue 45)', () => {
  const browsing = useBrowserSessions();

  it('deletes the account, then signing in during the grace period keeps it', async () => {
    const { page } = browsing.session;
    const email = uniqueEmail('leaving');
    await useTheme(page, 'light');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Delete my account' });
    // The stack's ACCOUNT_DELETION_GRACE_DAYS (the default), as identity says it.
    await section.getByText(/is erased after 7 days; sign in before then to keep it/).waitFor();
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, 'account-deletion-settings-light-desktop');

    const remove = section.getByRole('button', { name: 'Delete my account' });
    await section.getByLabel(/Type your e-mail address/).fill('someone-else@example.com');
    await section.getByLabel('Your password').fill(MEMBER_PASSWORD);
    expect(await remove.isDisabled()).toBe(true);
    await section.getByLabel(/Type your e-mail address/).fill(email);
    await section.getByLabel('Your password').fill('not-my-password');
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
    await section.getByRole('alert').getByText('Incorrect password').waitFor();

    await section.getByLabel('Your password').fill(MEMBER_PASSWORD);
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('You will be signed out now, and your account erased after 7 days.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('toast').getByText('Your account is scheduled for deletion').waitFor();
    await expect(page.evaluate(async () => (await fetch('/api/session')).json())).resolves.toEqual({
      user: null,
    });

    // Admins see it pending in User Management.
    const admin = await browsing.reopen(DESKTOP);
    await signInOnSimpleAuth(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL('**/admin');
    await admin.page.getByRole('tab', { name: 'User Management' }).click();
    const row = admin.page.getByTestId('admin-user').filter({ hasText: email });
    await row.getByText(/^Deletion on \w+ \d+, \d{4}$/).waitFor();
    await expectNoSeriousAxeViolations(admin.page);
    await lookAt(admin.page, 'account-deletion-admin-users');

    // Signing in again during the grace period: on a phone, in the dark theme.
    const phone = await browsing.reopen(PHONE);
    await useTheme(phone.page, 'dark');
    await signInOnSimpleAuth(phone.page, email, MEMBER_PASSWORD);
    await phone.page.waitForURL('**/dashboard');
    const notice = phone.page.getByRole('region', { name: 'Account deletion' });
    await notice.getByText('Your account is scheduled for deletion on').waitFor();
    await expectNoSeriousAxeViolations(phone.page);
    await lookAt(phone.page, 'account-deletion-notice-dark-phone');
    await notice.getByRole('button', { name: 'Keep my account' }).click();
    await expectToast(phone.page, 'Your account will not be deleted');
    await notice.waitFor({ state: 'detached' });
  }, 60_000);

  it('lets the grace period run out: the account is gone, and the address registers anew, empty', async () => {
    const { page } = browsing.session;
    const email = await signInNewMember(page, 'erased');
    const { book } = await firstSectionOfAFreeBook();
    await gotoSettled(page, `/summary/${book.id}`);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expectToast(page, 'Added to favorites');

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByLabel(/Type your e-mail address/).fill(email);
    await section.getByLabel('Your password').fill(MEMBER_PASSWORD);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await runOutGracePeriod(email);

    // Refused as an address never registered is: nothing says there was an account.
    browsing.session.expectFailedResponse('/api/simple-login', 401);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await expectToast(page, 'Login failed', 'Invalid email or password');

    await signUpOnSimpleAuth(page, email);
    await page.waitForURL('**/dashboard');
    await gotoSettled(page, `/summary/${book.id}`);
    await page.getByRole('button', { name: 'Add to Favorites' }).waitFor();
    const { favorites } = await graphqlFromPage<{ favorites: unknown[] }>(
      page,
      '{ favorites { summaryId } }',
    );
    expect(favorites).toEqual([]);
    await lookAt(page, 'account-deletion-registered-again');
  }, 90_000);
});
