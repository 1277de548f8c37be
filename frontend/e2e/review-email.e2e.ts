import type { Page } from 'playwright-core';
import {
  createHighlight,
  emailPreviewTo,
  expectNoSeriousAxeViolations,
  expectToast,
  firstSectionOfAFreeBook,
  saveScreenshot,
  signInNewMember,
  useBrowserSessions,
} from './support';

const main = (page: Page) => page.getByRole('main');

describe('the daily review e-mail', () => {
  const browsing = useBrowserSessions();

  it('is turned on from the review page, arrives (as the development preview), and grades a card from the e-mail', async () => {
    const { page } = browsing.session;
    const email = await signInNewMember(page, 'review-mail');
    const { book, section } = await firstSectionOfAFreeBook();
    const made = await createHighlight(page, book.id, section.id, 0, 'yellow', 'why it matters');

    await page.goto('/review');
    await main(page).getByText(made.quote).waitFor();
    const form = main(page).getByRole('form', { name: 'Daily review e-mail' });
    expect(await form.getByLabel('E-mail me my daily review').isChecked()).toBe(false);
    await expectNoSeriousAxeViolations(page);
    await form.getByLabel('E-mail me my daily review').check();
    // Midnight in the browser's zone: the time has come whenever the journey runs.
    await form.getByLabel(/^Time of day/).fill('00:00');
    await form.getByRole('button', { name: 'Save e-mail settings' }).click();
    await expectToast(page, 'Daily review e-mail on');
    await saveScreenshot(page, 'review-email-on.png');

    const preview = await emailPreviewTo(email, 'Your Distill review');
    // The HTML part on its own, as a mail client shows it: its layout and axe.
    await page.setContent(preview.html);
    await page.getByText(made.quote).first().waitFor();
    await saveScreenshot(page, 'review-email.png');
    await expectNoSeriousAxeViolations(page);
    await page.goto(preview.url);
    await page.getByText(made.quote).first().waitFor();
    await page.getByText('Your note: why it matters').first().waitFor();
    const goodLink = await page.getByRole('link', { name: 'Good' }).first().getAttribute('href');
    // The link leads to this stack's page; opening it grades nothing until the member confirms.
    await page.goto(new URL(goodLink!).pathname + new URL(goodLink!).search);
    await main(page).getByText(made.quote).waitFor();
    await expectNoSeriousAxeViolations(page);
    await main(page).getByRole('button', { name: 'Grade it Good' }).click();
    await main(page).getByText('Graded Good.').waitFor();

    // Opened again: it says so, and grades nothing twice.
    await page.reload();
    await main(page)
      .getByText('This highlight was already graded Good from your e-mail.')
      .waitFor();
    expect(await main(page).getByRole('button', { name: 'Grade it Good' }).count()).toBe(0);

    // The review no longer holds the card today.
    await page.goto('/review');
    await main(page).getByRole('heading', { name: 'Nothing to review today' }).waitFor();
    expect(await main(page).getByText(made.quote).count()).toBe(0);
  });
});
