import { textProblem, trimmed } from './text-input.js';

const title = { label: 'Title', max: 10 };
const content = { label: 'Content', max: 20, multiline: true };

describe('textProblem', () => {
  it.each([
    ['Fine', title, null],
    ['x'.repeat(10), title, null],
    ['x'.repeat(11), title, 'Title must be at most 10 characters'],
    ['a\u0000b', title, 'Title contains control characters'],
    ['a\u001bb', content, 'Content contains control characters'],
    ['two\nlines', title, 'Title must be a single line'],
    ['two\nlines\tand tab', content, null],
  ] as const)('%j under %o -> %s', (value, rule, problem) => {
    expect(textProblem([[value, rule]])).toBe(problem);
  });

  it('reports the first field with a problem', () => {
    expect(
      textProblem([
        ['ok', title],
        ['\u0007', content],
        ['x'.repeat(99), title],
      ]),
    ).toBe('Content contains control characters');
  });
});

describe('trimmed', () => {
  it.each([
    ['  a b  ', 'a b'],
    [undefined, ''],
    [null, ''],
    [42, ''],
  ])('%j -> %j', (value, expected) => {
    expect(trimmed(value)).toBe(expected);
  });
});
