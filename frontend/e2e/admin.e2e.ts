import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { slugify } from '../src/lib/slug';
import {
  ADMIN,
  expectNoSeriousAxeViolations,
  expectToast,
  openSession,
  signInOnSimpleAuth,
  useBrowserSessions,
} from './support';

/** Screens of the admin panel to look at after a run (ignored by git). */
const SHOTS = new URL('./.output/screenshots/', import.meta.url).pathname;
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}admin-${name}.png` });
};

const browsing = useBrowserSessions();

const unique = Date.now().toString(36);
const CATEGORY = `Mindful Leadership & Co ${unique}`;
const TITLE = `The Quiet Editor ${unique}`;
const RENAMED = `The Quiet Editor, Revised ${unique}`;
const CONTENT = [
  'Good editing starts with a clear promise to the reader.',
  'Every section should earn its place in the sequence.',
  'The third line is for members only: it never reaches a visitor.',
].join('\n');
const SECTIONS = ['Alpha: the promise', 'Beta: the sequence', 'Gamma: the ending'];

const summaryRow = (page: Page, title: string) =>
  page.getByTestId('admin-summary').filter({ has: page.getByText(title, { exact: true }) });
const sectionTitles = (dialog: Locator) =>
  dialog.getByTestId('admin-section').locator('p.font-medium').allInnerTexts();

describe('admin content management', () => {
  it('creates a category and a summary, orders its sections, publishes, edits and deletes it', async () => {
    const { page } = browsing.session;
    await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    const viewSite = page.getByRole('main').getByRole('link', { name: 'View Site' });
    expect(await viewSite.locator('svg').count()).toBe(0);
    expect(await viewSite.getAttribute('target')).toBeNull();

    // Categories: the slug follows the name by the spec's rule.
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByLabel('Name *').fill(CATEGORY);
    const slug = slugify(CATEGORY);
    expect(slug).toBe(`mindful-leadership-co-${unique}`);
    expect(await page.getByLabel('Slug *').inputValue()).toBe(slug);
    await page.getByLabel('Description').fill('Leading with attention.');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await expectToast(page, 'Category created successfully!');
    const category = page.getByTestId('admin-category').filter({ hasText: CATEGORY });
    await category.getByText(`/${slug}`, { exact: true }).waitFor();
    expect(await page.getByLabel('Name *').inputValue()).toBe('');
    await shot(page, 'categories');

    // A summary starts as a Premium draft; the form resets.
    await page.getByRole('tab', { name: 'Book Summaries' }).click();
    await page.getByRole('button', { name: 'Create Summary' }).click();
    await expectToast(page, 'Error', 'Please fill in all required fields');
    await page.getByLabel('Title *').fill(TITLE);
    await page.getByLabel('Author *').fill('Ada Editor');
    await page.getByLabel('Content *').fill(CONTENT);
    await page.getByLabel('Category').selectOption({ label: CATEGORY });
    await page.getByLabel('Reading Time (minutes)').fill('14');
    await page.getByRole('button', { name: 'Create Summary' }).click();
    await expectToast(page, 'Book summary created successfully!');
    const row = summaryRow(page, TITLE);
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByText('Premium', { exact: true }).waitFor();
    await row.getByText('14 min read', { exact: true }).waitFor();
    expect(await page.getByLabel('Title *').inputValue()).toBe('');
    await expect(
      page.getByRole('heading', { name: /^Existing Book Summaries \(\d+\)$/ }).innerText(),
    ).resolves.toBe(`Existing Book Summaries (${await page.getByTestId('admin-summary').count()})`);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'summaries');

    // Three sections, then the third moves to the top.
    await row.getByRole('button', { name: `Manage Sections: ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Sections' });
    await dialog.getByText('No sections created yet.').waitFor();
    for (const [index, title] of SECTIONS.entries()) {
      await dialog.getByLabel('Section Title *').fill(title);
      await dialog.getByLabel('Section Content *').fill(`${title}. ${'Body text. '.repeat(12)}`);
      await dialog.getByRole('button', { name: 'Add Section' }).click();
      await dialog.getByRole('heading', { name: `Existing Sections (${index + 1})` }).waitFor();
      await expectToast(page, 'Section created successfully!');
      await expect(dialog.getByLabel('Section Title *').inputValue()).resolves.toBe('');
    }
    expect(await sectionTitles(dialog)).toEqual(SECTIONS);
    await dialog.getByText('Order: 3').waitFor();
    const excerpt = await dialog
      .getByTestId('admin-section')
      .first()
      .locator('p')
      .nth(2)
      .innerText();
    expect(excerpt).toHaveLength(103);
    const moveUp = (title: string) => dialog.getByRole('button', { name: `Move up: ${title}` });
    const moveDown = (title: string) => dialog.getByRole('button', { name: `Move down: ${title}` });
    expect(await moveUp(SECTIONS[0]!).isDisabled()).toBe(true);
    expect(await moveDown(SECTIONS[2]!).isDisabled()).toBe(true);
    await shot(page, 'sections');

    await moveUp(SECTIONS[2]!).click();
    await expectToast(page, 'Sections reordered successfully!');
    await moveUp(SECTIONS[2]!).click();
    await expectToast(page, 'Sections reordered successfully!');
    const reordered = [SECTIONS[2]!, SECTIONS[0]!, SECTIONS[1]!];
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="admin-section"] p')?.textContent === first,
      reordered[0],
    );
    expect(await sectionTitles(dialog)).toEqual(reordered);
    expect(await moveUp(reordered[0]!).isDisabled()).toBe(true);

    // A section added by mistake goes again; the others keep their order.
    await dialog.getByLabel('Section Title *').fill('Delta: a mistake');
    await dialog.getByLabel('Section Content *').fill('Not meant to be here.');
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await dialog.getByRole('heading', { name: 'Existing Sections (4)' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete section: Delta: a mistake' }).click();
    await expectToast(page, 'Section deleted successfully!');
    await dialog.getByRole('heading', { name: 'Existing Sections (3)' }).waitFor();
    expect(await sectionTitles(dialog)).toEqual(reordered);

    // A section's text is edited in place; its order stays.
    const edited = `${reordered[1]}. Body text, edited after a reader's note. ${'Body text. '.repeat(8)}`;
    await dialog.getByRole('button', { name: `Edit section: ${reordered[1]}` }).click();
    const editForm = dialog.getByRole('form', { name: 'Edit section' });
    // The form opens with the text as the catalog keeps it (trimmed).
    expect(await editForm.getByLabel('Section Content *').inputValue()).toBe(
      `${reordered[1]}. ${'Body text. '.repeat(12)}`.trim(),
    );
    await editForm.getByLabel('Section Content *').fill(edited);
    await editForm.getByRole('button', { name: 'Save Section' }).click();
    await expectToast(page, 'Section updated successfully!');
    await editForm.waitFor({ state: 'detached' });
    await dialog.getByText(edited.slice(0, 100), { exact: false }).waitFor();
    expect(await sectionTitles(dialog)).toEqual(reordered);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The preview shows the locked state a visitor would meet, before publishing.
    await row.getByRole('button', { name: `Preview: ${TITLE}` }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.getByTestId('preview-visitor').getByText('Sign in to keep reading').waitFor();
    expect(await preview.getByText('The third line is for members only').count()).toBe(0);
    await shot(page, 'preview');
    await preview.getByRole('tab', { name: 'As a subscriber' }).click();
    await preview
      .getByTestId('preview-subscriber')
      .getByText('The third line is for members only: it never reaches a visitor.')
      .waitFor();
    await preview.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Summary status updated!');
    await row.getByText('Published', { exact: true }).waitFor();

    // A visitor finds it in the library: sections in the new order, only the preview.
    const visitor = await openSession(page.context().browser()!);
    try {
      await visitor.page.goto('/library');
      await visitor.page.getByPlaceholder('Search books or authors...').fill(unique);
      // A reader presses what the search found: typed before the page came to life, the search
      // applies once it has, and the results then replace the list the gateway sent.
      await visitor.page.getByText(`Showing 1 book for "${unique}"`).waitFor();
      await visitor.page.getByTestId('book-card').getByRole('link', { name: TITLE }).click();
      await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await visitor.page.getByTestId('locked-panel').getByText('Sign in to keep reading').waitFor();
      const contents = visitor.page.getByRole('complementary', { name: 'Table of contents' });
      await expect(contents.getByRole('listitem').allInnerTexts()).resolves.toEqual(
        reordered.map((title) => expect.stringContaining(title)),
      );
      expect(await visitor.page.getByText('The third line is for members only').count()).toBe(0);

      // Edit the title: the dialog closes and the change shows everywhere.
      await row.getByRole('button', { name: `Edit: ${TITLE}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Book Summary' });
      await edit.getByLabel('Title *').fill(RENAMED);
      await shot(page, 'edit');
      await edit.getByRole('button', { name: 'Update Summary' }).click();
      await expectToast(page, 'Summary updated successfully!');
      await edit.waitFor({ state: 'detached' });
      const renamedRow = summaryRow(page, RENAMED);
      await renamedRow.waitFor();

      await visitor.page.reload();
      await visitor.page.getByRole('heading', { level: 1, name: RENAMED }).waitFor();
      await visitor.page.goto('/library');
      await visitor.page.getByPlaceholder('Search books or authors...').fill(unique);
      await visitor.page.getByText(`Showing 1 book for "${unique}"`).waitFor();
      await visitor.page.getByTestId('book-card').getByRole('link', { name: RENAMED }).waitFor();

      // The history names the admin and the changes.
      await renamedRow.getByRole('button', { name: `History: ${RENAMED}` }).click();
      const history = page.getByRole('dialog', { name: 'History' });
      await history.getByText('Summary updated').waitFor();
      await history.getByText(`title: ${TITLE} → ${RENAMED}`).waitFor();
      await history.getByText('Sections reordered').first().waitFor();
      await shot(page, 'history');
      await history.getByRole('button', { name: 'Close' }).click();

      // Delete with confirmation.
      await renamedRow.getByRole('button', { name: `Delete: ${RENAMED}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this summary?' });
      await shot(page, 'delete');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Summary deleted successfully!');
      await renamedRow.waitFor({ state: 'detached' });

      await visitor.page.goto('/library');
      await visitor.page.getByPlaceholder('Search books or authors...').fill(unique);
      await visitor.page.getByRole('heading', { name: 'No books found' }).waitFor();
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }

    // Settings: the counts and the admin's own account.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByText('Total Summaries').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="admin-stat"]')).every((stat) =>
        /^\d+$/.test(stat.textContent ?? ''),
      ),
    );
    await page.getByText(ADMIN.email, { exact: true }).waitFor();
    await page.getByText('admin', { exact: true }).waitFor();
    await shot(page, 'settings');
  });
});

describe('admin panel on a small screen', () => {
  it('keeps every tab within the width of a phone', async () => {
    const { page } = await browsing.reopen({ width: 375, height: 812 });
    await signInOnSimpleAuth(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    const fitsTheScreen = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const tab of ['Book Summaries', 'Categories', 'User Management', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await page.getByRole('tabpanel', { name: tab }).getByRole('heading').first().waitFor();
      expect({ tab, fits: await fitsTheScreen() }).toEqual({ tab, fits: true });
    }
    await page.getByRole('tab', { name: 'Book Summaries' }).click();
    await page.getByTestId('admin-summary').first().waitFor();
    await page.getByTestId('admin-summary').first().scrollIntoViewIfNeeded();
    await shot(page, 'summaries-small');
    await page
      .getByTestId('admin-summary')
      .first()
      .getByRole('button', { name: /^Manage Sections/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Manage Sections' })
      .getByTestId('admin-section')
      .first()
      .waitFor();
    expect(await fitsTheScreen()).toBe(true);
    await shot(page, 'sections-small');
  });
});
