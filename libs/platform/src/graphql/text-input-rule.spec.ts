import { findControlCharacter, hasControlCharacter } from './text-input-rule.js';

describe('text input rule', () => {
  it.each([
    ['plain text', false],
    ['lines\nwith\ttabs\r\n', false],
    ['accents é and emoji 📚', false],
    ['nul\u0000byte', true],
    ['bell\u0007', true],
    ['escape\u001b[31m', true],
    ['delete\u007f', true],
  ])('%j has a control character: %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });

  it('names the first nested string that holds one', () => {
    expect(findControlCharacter({ email: 'a@b.co', input: { tags: ['ok', 'b\u0000'] } }, '')).toBe(
      'input.tags[1]',
    );
    expect(findControlCharacter({ n: 1, ok: true, s: 'fine' }, '')).toBeNull();
  });
});
