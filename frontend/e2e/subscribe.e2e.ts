import type { Locator, Page } from 'playwright-core';
import { STAND_IN_DECLINED_CARD } from '@distill/billing/testing';
import {
  ADMIN,
  expectToast,
  stripeDoubleUrl,
  saveScreenshot,
  signInNewMember,
  signInOnSimpleAuth,
  useBrowserSessions,
} from './support';

/**
 * /subscribe's card form for a new member, who is offered the card-free trial first: the form
 * (which starts a subscription with the trial) opens when they choose to give a card.
 */
async function openCheckout(page: Page): Promise<void> {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Continue with a card' }).click();
}

/** Reloads until `locator` shows: billing's change reaches identity through events (< 2 s). */
async function reloadUntilVisible(page: Page, locator: Locator): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await locator.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await page.reload();
    }
  }
}

describe('subscribing to Premium', () => {
  const sessions = useBrowserSessions();

  it('sends visitors to sign in after the authentication notice', async () => {
    const { page } = sessions.session;
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    // …and brings them back here once signed in (issue 20, item 4).
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/subscribe');
  });

  it('starts the 7-day trial: plan card, Payment Element, success toast, dashboard card', async () => {
    const { page } = sessions.session;
    await signInNewMember(page, 'trial');
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: 'Distill Premium' }).waitFor();
    await page.getByText('$12', { exact: true }).waitFor();
    expect(await page.getByTestId('plan-benefits').getByRole('listitem').count()).toBe(7);
    await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    // The card-free trial is offered first; this member gives a card with it instead.
    await page.getByRole('button', { name: 'Continue with a card' }).click();
    const pay = page.getByRole('button', { name: 'Complete Payment' });
    await page.getByLabel('Card number').waitFor();
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Complete Payment'),
      );
      return button && !button.disabled;
    });
    await saveScreenshot(page, 'subscribe.png');
    await pay.click();
    await page.waitForURL('**/dashboard');
    await expectToast(
      page,
      'Payment Successful',
      'Welcome to Distill Premium! You now have unlimited access.',
    );
    const card = page.getByTestId('subscription-card');
    await card.getByRole('heading', { name: 'Premium Monthly' }).waitFor();
    await card.getByText(/^Free trial until /).waitFor();
    await card.getByRole('button', { name: 'Manage subscription' }).waitFor();
  });

  it("shows Stripe's message when the card is declined", async () => {
    const { page } = sessions.session;
    sessions.session.expectFailedResponse('api.stripe.com', 402);
    await signInNewMember(page, 'declined');
    await openCheckout(page);
    const card = page.getByLabel('Card number');
    await card.waitFor();
    await card.fill(STAND_IN_DECLINED_CARD);
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    expect(page.url()).toMatch(/\/subscribe$/);
    await page.getByRole('button', { name: 'Complete Payment' }).waitFor();
  });

  it('says so when Stripe.js cannot load, instead of spinning', async () => {
    const { page } = sessions.session;
    sessions.session.expectFailedResponse('js.stripe.com', 503);
    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await signInNewMember(page, 'nostripe');
    await openCheckout(page);
    await page.getByText(/^The secure payment form from Stripe could not load\./).waitFor();
    expect(await page.getByRole('button', { name: 'Complete Payment' }).count()).toBe(0);
  });

  it("tells Premium members and admins they're already members", async () => {
    const { page } = sessions.session;
    await signInNewMember(page, 'already');
    await openCheckout(page);
    await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();
    await page.getByLabel('Card number').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.includes('Complete Payment') && !button.disabled,
      ),
    );
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/subscribe');
    await reloadUntilVisible(
      page,
      page.getByRole('heading', { name: "You're Already a Premium Member!" }),
    );
    expect(await page.getByRole('link', { name: 'Browse Library' }).getAttribute('href')).toBe(
      '/library',
    );
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    await sessions.session.context.clearCookies();
    await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: "You're Already a Premium Member!" }).waitFor();
  });

  it('manages the plan in the Stripe portal: cancelling keeps Premium until the period ends', async () => {
    const { page } = sessions.session;
    await signInNewMember(page, 'portal');
    await openCheckout(page);
    await page.getByRole('button', { name: 'Complete Payment' }).waitFor();
    await page.goto('/dashboard');
    const manage = page.getByRole('button', { name: 'Manage subscription' });
    await manage.click();
    await page.waitForURL(`${stripeDoubleUrl()}/portal/**`);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText(/cancels at period end/).waitFor();
    await page.getByRole('link', { name: 'Return to Distill' }).click();
    await page.waitForURL('**/dashboard');
    await reloadUntilVisible(page, page.getByTestId('subscription-cancel-at'));
    expect(await page.getByTestId('subscription-cancel-at').innerText()).toMatch(
      /^Cancelled: Premium until .+\.$/,
    );
  });
});
