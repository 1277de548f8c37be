import { clampSectionIndex, sectionPositionText } from './reader-types';

describe('section navigation', () => {
  it('keeps the index within 0..N-1', () => {
    expect(clampSectionIndex(-1, 6)).toBe(0);
    expect(clampSectionIndex(6, 6)).toBe(5);
    expect(clampSectionIndex(3, 6)).toBe(3);
    expect(clampSectionIndex(2, 0)).toBe(0);
  });

  it("reads 'Section X of N'", () => {
    expect(sectionPositionText(0, 6)).toBe('Section 1 of 6');
    expect(sectionPositionText(5, 6)).toBe('Section 6 of 6');
  });
});
