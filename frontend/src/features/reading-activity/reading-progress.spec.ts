import { sectionProgressPercentage } from './reading-progress';

describe('sectionProgressPercentage', () => {
  it.each([
    [0, 6, 14],
    [2, 6, 43],
    [5, 6, 86],
    [0, 1, 50],
  ])('section %i of %i -> %i%%', (index, count, percent) => {
    expect(sectionProgressPercentage(index, count)).toBe(percent);
  });
});
