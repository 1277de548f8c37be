import { lengthBandOf, LibraryLength } from './library-page.js';

describe('lengthBandOf', () => {
  it.each([
    [0, LibraryLength.SHORT],
    [9, LibraryLength.SHORT],
    [10, LibraryLength.MEDIUM],
    [15, LibraryLength.MEDIUM],
    [16, LibraryLength.LONG],
    [2_147_483_647, LibraryLength.LONG],
  ])('%i minutes is %s', (minutes, band) => {
    expect(lengthBandOf(minutes)).toBe(band);
  });
});
