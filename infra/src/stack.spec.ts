import { withRunSecret } from './stack.js';

describe('withRunSecret', () => {
  it('gives a run without INTERNAL_SECRET a random one of its own', () => {
    const first = withRunSecret({ PORT: '3000' });
    const second = withRunSecret({ PORT: '3000' });
    expect(first.INTERNAL_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.INTERNAL_SECRET).not.toBe(first.INTERNAL_SECRET);
    expect(first.PORT).toBe('3000');
  });

  it('keeps the operator’s secret', () => {
    expect(withRunSecret({ INTERNAL_SECRET: 'x'.repeat(40) }).INTERNAL_SECRET).toBe('x'.repeat(40));
  });
});
