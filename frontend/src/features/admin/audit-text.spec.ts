import { auditChangeText, auditHeadline } from './audit-text';

describe('audit text', () => {
  it.each([
    ['summary', 'published', 'Summary published'],
    ['section', 'created', 'Section created'],
    ['section', 'reordered', 'Sections reordered'],
  ] as const)('%s %s -> %s', (entity, action, headline) => {
    expect(auditHeadline({ entity, action })).toBe(headline);
  });

  it.each([
    ['updated', { field: 'title', from: 'Old', to: 'New' }, 'title: Old → New'],
    ['created', { field: 'title', from: null, to: 'New' }, 'title: New'],
    ['deleted', { field: 'title', from: 'Old', to: null }, 'title was Old'],
    ['reordered', { field: 'Intro', from: '3', to: '1' }, 'Intro: position 3 → 1'],
  ])('%s %j -> %s', (action, change, text) => {
    expect(auditChangeText({ action }, change)).toBe(text);
  });
});
