import type { Page } from 'playwright-core';
import {
  ADMIN,
  expectNoSeriousAxeViolations,
  expectToast,
  graphqlFromPage,
  registerViaApi,
  saveScreenshot,
  signInOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
} from './support';

const browsing = useBrowserSessions();
const unique = Date.now().toString(36);

async function signInAsAdmin(page: Page) {
  await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
}

/** Two categories and a published Premium summary with two sections in the first. */
async function seedCategories(page: Page) {
  const category = async (name: string) =>
    (
      await graphqlFromPage<{ createCategory: { id: string } }>(
        page,
        'mutation($input: CategoryInput!) { createCategory(input: $input) { id } }',
        { input: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') } },
      )
    ).createCategory.id;
  const oldId = await category(`Old Shelf ${unique}`);
  const newId = await category(`New Shelf ${unique}`);
  const title = `The Moved Book ${unique}`;
  const { createSummary } = await graphqlFromPage<{ createSummary: { id: string } }>(
    page,
    'mutation($input: SummaryInput!) { createSummary(input: $input) { id } }',
    {
      input: {
        title,
        author: 'Ada Shelver',
        content: 'A first line.\nA second line.\nThe rest is for subscribers.',
        categoryId: oldId,
        readingTimeMinutes: 12,
      },
    },
  );
  for (const [index, sectionTitle] of ['First part', 'Second part'].entries()) {
    await graphqlFromPage(
      page,
      'mutation($id: ID!, $input: SectionInput!) { createSection(summaryId: $id, input: $input) { id } }',
      {
        id: createSummary.id,
        input: { title: sectionTitle, content: `Body of part ${index + 1}.`, order: index + 1 },
      },
    );
  }
  await graphqlFromPage(page, 'mutation($id: ID!) { toggleSummaryPublished(id: $id) { id } }', {
    id: createSummary.id,
  });
  return { oldId, newId, summaryId: createSummary.id, title };
}

describe('admin categories, preview and users', () => {
  it('renames a category and deletes one in use, moving its summaries to another', async () => {
    const { page } = browsing.session;
    await signInAsAdmin(page);
    const seeded = await seedCategories(page);
    await page.reload();
    await page.getByRole('tab', { name: 'Categories' }).click();

    // Rename.
    const oldName = `Old Shelf ${unique}`;
    const renamed = `Renamed Shelf ${unique}`;
    await page.getByRole('button', { name: `Edit: ${oldName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.getByLabel('Name *').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Category updated successfully!');
    await edit.waitFor({ state: 'detached' });
    const card = page.getByTestId('admin-category').filter({ hasText: renamed });
    await card.waitFor();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, 'admin-categories.png');

    // Delete: the one summary in it goes to the chosen category.
    await card.getByRole('button', { name: `Delete: ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this category?' });
    await confirm.getByText('1 summary uses it: choose where it goes.', { exact: false }).waitFor();
    await confirm
      .getByLabel('Move its summaries to')
      .selectOption({ label: `New Shelf ${unique}` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Category deleted successfully!');
    await card.waitFor({ state: 'detached' });
    const { summary } = await graphqlFromPage<{ summary: { category: { id: string } | null } }>(
      page,
      'query($id: ID!) { summary(id: $id) { category { id } } }',
      { id: seeded.summaryId },
    );
    expect(summary.category?.id).toBe(seeded.newId);

    // The audit trail names the move.
    await page.getByRole('tab', { name: 'Book Summaries' }).click();
    const row = page
      .getByTestId('admin-summary')
      .filter({ has: page.getByText(seeded.title, { exact: true }) });
    await row.getByRole('button', { name: `History: ${seeded.title}` }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByText('Summary updated').first().waitFor();
    await history.getByRole('button', { name: 'Close' }).click();

    // The preview: each audience sees the sections as it would; the subscriber can read them.
    await row.getByRole('button', { name: `Preview: ${seeded.title}` }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const visitor = preview.getByTestId('preview-visitor');
    await visitor.getByText('Sign in to keep reading').waitFor();
    expect(await visitor.getByRole('button', { name: 'Second part' }).count()).toBe(0);
    await visitor.getByText('(locked)').first().waitFor({ state: 'attached' });
    await preview.getByRole('tab', { name: 'As a subscriber' }).click();
    const subscriber = preview.getByTestId('preview-subscriber');
    await subscriber.getByText('Full summary').waitFor();
    expect(await subscriber.getByText('(locked)').count()).toBe(0);
    await subscriber.getByText('Body of part 1.').waitFor();
    await subscriber.getByRole('button', { name: 'Next' }).click();
    await subscriber.getByText('Section 2 of 2').waitFor();
    await subscriber.getByText('Body of part 2.').waitFor();
    expect(await subscriber.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await subscriber.getByRole('button', { name: /First part/ }).click();
    await subscriber.getByText('Section 1 of 2').waitFor();
    await expectNoSeriousAxeViolations(page);
    await preview.getByRole('button', { name: 'Close' }).click();
  });

  it('shows a granted Premium on the user row at once', async () => {
    const { page } = browsing.session;
    const member = uniqueEmail('granted');
    await registerViaApi(member);
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'User Management' }).click();
    const memberRow = page.getByTestId('admin-user').filter({ hasText: member });
    await memberRow.getByText('free - free').waitFor();
    // Nothing is granted without a confirmation, which asks for how long (30 days first).
    await memberRow.getByRole('button', { name: 'Grant Premium' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Grant complimentary Premium?' });
    expect(await dialog.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await memberRow.getByText('free - free').waitFor();

    await memberRow.getByRole('button', { name: 'Grant Premium' }).click();
    await dialog.getByRole('radio', { name: '90 days' }).check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Grant Premium' }).click();
    await expectToast(page, 'Complimentary Premium granted');
    // Without a reload: the row shows billing's answer, when it ends, and the button turns to
    // Revoke.
    await memberRow.getByRole('button', { name: 'Revoke Premium' }).waitFor();
    expect(await memberRow.getByText('free - free').count()).toBe(0);
    await memberRow.getByText(/complimentary/).waitFor();
    const lastDay = new Date(Date.now() + 90 * 24 * 3600 * 1000 - 1).toLocaleString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await memberRow.getByTestId('complimentary-ends').getByText(`Until ${lastDay}`).waitFor();
  });
});
