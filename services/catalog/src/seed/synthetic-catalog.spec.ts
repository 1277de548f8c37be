import { isUuid } from '@distill/contracts';
import { syntheticSummary } from './synthetic-catalog.js';

const categories = ['c1', 'c2', 'c3'];

describe('the synthetic catalogue', () => {
  it('writes the same summary for the same index, every run', () => {
    expect(syntheticSummary(42, categories)).toEqual(syntheticSummary(42, categories));
  });

  it('varies titles, authors and categories, with valid ids, one day apart', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => syntheticSummary(index, categories));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1000);
    expect(rows.every((row) => isUuid(row.id))).toBe(true);
    expect(new Set(rows.map((row) => row.title)).size).toBeGreaterThan(500);
    expect(new Set(rows.map((row) => row.author)).size).toBeGreaterThan(300);
    expect(new Set(rows.map((row) => row.categoryId))).toEqual(new Set(categories));
    expect(rows[0]!.publishedAt.getTime() - rows[1]!.publishedAt.getTime()).toBe(86_400_000);
  });
});
