import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('Self-Help')).toBe('self-help');
    expect(slugify('Science & Nature!!  Today')).toBe('science-nature-today');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  --Business--  ')).toBe('business');
  });

  it('drops characters outside a-z and 0-9', () => {
    expect(slugify('Café Économie 101')).toBe('caf-conomie-101');
    expect(slugify('')).toBe('');
  });
});
