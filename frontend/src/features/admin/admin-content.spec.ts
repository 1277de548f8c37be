import type { SectionFieldsFragment as AdminSection } from '../../gql/graphql';
import {
  categoryUsageText,
  summaryCountsByCategory,
  EMPTY_SUMMARY_FORM,
  movedSectionOrders,
  readingTimeOf,
  sectionExcerpt,
  sectionOrderOf,
  summaryPayloadOf,
} from './admin-content';

const section = (id: string, order: number): AdminSection => ({
  id,
  order,
  summaryId: 's',
  title: id,
  content: `${id} text`,
  isLocked: false,
});

describe('summary form', () => {
  it.each([
    ['12', 12],
    ['abc', 15],
    ['', 15],
    ['7.9', 7],
  ])('reading time %j becomes %i', (value, minutes) => {
    expect(readingTimeOf(value)).toBe(minutes);
  });

  it.each([[{ title: '' }], [{ author: '  ' }], [{ content: '' }]])(
    'requires title, author and content (%j)',
    (change) => {
      const values = { ...EMPTY_SUMMARY_FORM, title: 'T', author: 'A', content: 'C', ...change };
      expect(summaryPayloadOf(values)).toEqual({
        ok: false,
        message: 'Please fill in all required fields',
      });
    },
  );

  it('sends Premium by default, no category as null and the parsed reading time', () => {
    const result = summaryPayloadOf({
      ...EMPTY_SUMMARY_FORM,
      title: 'T',
      author: 'A',
      content: 'C',
      readingTimeMinutes: 'x',
    });
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        categoryId: null,
        readingTimeMinutes: 15,
        isPremium: true,
      }),
    });
  });
});

describe('sections', () => {
  it.each([
    ['3', 3],
    ['', 0],
    ['first', 0],
  ])('order %j becomes %i', (value, order) => {
    expect(sectionOrderOf(value)).toBe(order);
  });

  it('shows the first 100 characters', () => {
    expect(sectionExcerpt('x'.repeat(100))).toBe('x'.repeat(100));
    expect(sectionExcerpt('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
    expect(sectionExcerpt(null)).toBe('');
  });

  const sections = [section('a', 1), section('b', 2), section('c', 3)];

  it('swaps with the neighbour and renumbers 1..n', () => {
    expect(movedSectionOrders(sections, 2, 'up')).toEqual([
      { id: 'a', order: 1 },
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
    ]);
    expect(movedSectionOrders([section('a', 4), section('b', 9)], 0, 'down')).toEqual([
      { id: 'b', order: 1 },
      { id: 'a', order: 2 },
    ]);
  });

  it('cannot move the first up or the last down', () => {
    expect(movedSectionOrders(sections, 0, 'up')).toBeNull();
    expect(movedSectionOrders(sections, 2, 'down')).toBeNull();
  });
});

describe('deleting a category', () => {
  it('counts the summaries of each category, drafts included', () => {
    const counts = summaryCountsByCategory([
      { categoryId: 'a' },
      { categoryId: 'b' },
      { categoryId: 'a' },
      { categoryId: null },
    ]);
    expect([...counts]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('says what happens to its summaries', () => {
    expect(categoryUsageText(0)).toBe('No summary uses it.');
    expect(categoryUsageText(1)).toBe('1 summary uses it: choose where it goes.');
    expect(categoryUsageText(3)).toBe('3 summaries use it: choose where they go.');
  });
});
