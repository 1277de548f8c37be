import { graphqlFromPage } from './support';
import { free, heading, mainHeading, premium, sweep, type Screen } from './accessibility-kit';

/*
 * The pages a member and an admin meet once signed in (the visitor pages are in
 * accessibility.e2e.ts). The member has saved, is reading and has finished a book and has a
 * highlight with a note; a new member has done nothing yet.
 */
const SIGNED_IN_PAGES: Screen[] = [
  {
    name: 'dashboard',
    as: 'member',
    path: () => '/dashboard',
    ready: heading('Your Learning Dashboard'),
  },
  {
    name: 'my library',
    as: 'member',
    path: () => '/my-library',
    ready: heading('My Library'),
    tabs: 'My Library',
  },
  {
    name: 'reader with a highlight',
    as: 'member',
    path: (catalog) => `/summary/${free(catalog)[2]!.id}`,
    ready: (page) => page.locator('mark[data-highlight-id]'),
  },
  {
    name: 'reader, sepia, with a highlight',
    as: 'member',
    path: (catalog) => `/summary/${free(catalog)[2]!.id}`,
    ready: (page) => page.locator('mark[data-highlight-id]'),
    // A member's reader settings are kept by the reading service, not in the browser.
    then: async (page) => {
      const { readerSettings } = await graphqlFromPage<{ readerSettings: object }>(
        page,
        '{ readerSettings { textSize lineSpacing typeface theme } }',
      );
      await graphqlFromPage(
        page,
        'mutation($input: ReaderSettingsInput!) { updateReaderSettings(input: $input) { theme } }',
        { input: { ...readerSettings, theme: 'SEPIA' } },
      );
      await page.reload();
      await page.locator('[data-reader-theme="SEPIA"] mark[data-highlight-id]').first().waitFor();
    },
  },
  {
    name: 'locked premium summary, offered the trial',
    as: 'new member',
    path: (catalog) => `/summary/${premium(catalog).id}`,
    ready: (page) => page.getByTestId('locked-panel'),
  },
  { name: 'highlights', as: 'member', path: () => '/highlights', ready: heading('My Highlights') },
  {
    name: 'highlights searched',
    as: 'member',
    // The member's note says "Worth remembering.": a result with a marked note.
    path: () => '/highlights?q=remembering',
    ready: (page) => page.getByTestId('highlight-note-snippet').locator('mark'),
  },
  { name: 'daily review', as: 'member', path: () => '/review', ready: heading('Daily Review') },
  { name: 'settings', as: 'member', path: () => '/settings', ready: heading('Settings') },
  {
    name: 'review e-mail settings',
    as: 'member',
    path: () => '/settings/review-emails',
    ready: heading('Review e-mails'),
  },
  {
    name: 'subscribe',
    as: 'new member',
    path: () => '/subscribe',
    // A new member is offered the card-free trial first; the card form waits for their choice.
    ready: (page) => page.getByRole('button', { name: 'Continue with a card' }),
  },
  { name: 'start the trial', as: 'new member', path: () => '/start-trial', ready: mainHeading },
  {
    name: 'admin',
    as: 'admin',
    path: () => '/admin',
    ready: heading('Admin Panel'),
    tabs: 'Admin sections',
  },
];

sweep(
  'accessibility of the signed-in pages: no serious or critical axe violation',
  SIGNED_IN_PAGES,
);
