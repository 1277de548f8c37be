import { firstViewAddress } from './first-view-address';

const SUMMARY_ID = '0f64367a-b8ae-4663-af91-516c5f6be69b';

describe('firstViewAddress', () => {
  it.each([
    ['the library', '/library', '', '/library'],
    [
      'the filter panel’s choices, in one order',
      '/library',
      '?sort=title&length=medium',
      '/library?length=medium&sort=title',
    ],
    ['anything else in the query shares its filters’ page', '/library', '?utm=x', '/library'],
    ['a search, left to the browser', '/library', '?q=habits', null],
    ['a category, left to the browser', '/library', '?category=business', null],
    ['a summary in the reader', `/summary/${SUMMARY_ID}`, '', `/summary/${SUMMARY_ID}`],
    [
      'a summary named in capitals, left to the browser',
      `/summary/${SUMMARY_ID.toUpperCase()}`,
      '',
      null,
    ],
    [
      'the reader’s query changes nothing',
      `/summary/${SUMMARY_ID}`,
      '?highlight=1',
      `/summary/${SUMMARY_ID}`,
    ],
    ['an id that is no summary’s', '/summary/not-a-summary', '', null],
    ['an id with more after it', `/summary/${SUMMARY_ID}x`, '', null],
    ['a page without a first view', '/dashboard', '', null],
  ])('%s', (_case, path, search, expected) => {
    expect(firstViewAddress(path, search)).toBe(expected);
  });
});
