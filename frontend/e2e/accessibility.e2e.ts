import { byTestId, free, mainHeading, premium, sweep, type Screen } from './accessibility-kit';

/*
 * The pages a visitor meets: the landing, the library, the reader (free, locked, sepia), search,
 * sign-in and reset, the information pages and the not-found answers. The signed-in pages are
 * in accessibility-members.e2e.ts.
 */
const VISITOR_PAGES: Screen[] = [
  { name: 'landing', as: 'visitor', path: () => '/', ready: mainHeading },
  { name: 'library', as: 'visitor', path: () => '/library', ready: byTestId('book-card') },
  {
    name: 'reader, free summary',
    as: 'visitor',
    path: (catalog) => `/summary/${free(catalog)[0]!.id}`,
    ready: byTestId('section-view'),
  },
  {
    name: 'reader, locked premium summary',
    as: 'visitor',
    path: (catalog) => `/summary/${premium(catalog).id}`,
    ready: byTestId('locked-panel'),
  },
  {
    // Issue 42 item 10: the sticky header over a sepia page (the reader's own theme) scrolled
    // under it; its links read at 3.42:1 in the dark theme when the header let the page through.
    name: 'reader, sepia page scrolled under the header',
    as: 'visitor',
    path: (catalog) => `/summary/${free(catalog)[1]!.id}`,
    ready: byTestId('section-view'),
    then: async (page) => {
      await page.evaluate(() =>
        localStorage.setItem('distill-reader-settings', JSON.stringify({ theme: 'SEPIA' })),
      );
      await page.reload();
      await page.locator('[data-reader-theme="SEPIA"]').waitFor();
      await page.getByTestId('section-end').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => window.scrollY > 200);
    },
  },
  {
    name: 'search results',
    as: 'visitor',
    path: () => '/search?q=habits',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Search' }),
  },
  { name: 'sign in', as: 'visitor', path: () => '/auth', ready: mainHeading },
  { name: 'simple sign in', as: 'visitor', path: () => '/simple-auth', ready: mainHeading },
  {
    name: 'choose a new password',
    as: 'visitor',
    path: () => '/reset-password?token=from-a-reset-email',
    ready: mainHeading,
  },
  { name: 'about', as: 'visitor', path: () => '/about', ready: mainHeading },
  { name: 'help center', as: 'visitor', path: () => '/help', ready: mainHeading },
  { name: 'privacy policy', as: 'visitor', path: () => '/privacy', ready: mainHeading },
  { name: 'terms of service', as: 'visitor', path: () => '/terms', ready: mainHeading },
  {
    name: 'a review link without its token',
    as: 'visitor',
    path: () => '/review/email',
    ready: (page) => page.getByRole('alert'),
  },
  {
    name: 'page not found',
    as: 'visitor',
    path: () => '/no-such-page',
    ready: mainHeading,
    status: 404,
  },
  {
    name: 'summary not found',
    as: 'visitor',
    path: () => '/summary/00000000-0000-4000-8000-000000000000',
    ready: mainHeading,
    status: 404,
  },
];

sweep('accessibility of the visitor pages: no serious or critical axe violation', VISITOR_PAGES);
