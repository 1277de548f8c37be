import { insertPosition, requestedOrder } from './section-order.js';

describe('insertPosition', () => {
  it.each([
    [null, 0, 1],
    [undefined, 3, 4],
    [0, 3, 4],
    [1, 3, 1],
    [2, 3, 2],
    [4, 3, 4],
    [99, 3, 4],
  ])('order %p among %i sections -> %i', (requested, count, position) => {
    expect(insertPosition(requested, count)).toBe(position);
  });
});

describe('requestedOrder', () => {
  const ids = ['a', 'b', 'c'];

  it('sorts by the requested orders, whatever their values', () => {
    expect(
      requestedOrder(ids, [
        { id: 'a', order: 2 },
        { id: 'b', order: 3 },
        { id: 'c', order: 1 },
      ]),
    ).toEqual({ ok: true, ids: ['c', 'a', 'b'] });
    expect(
      requestedOrder(ids, [
        { id: 'a', order: 30 },
        { id: 'b', order: -5 },
        { id: 'c', order: 7 },
      ]),
    ).toEqual({ ok: true, ids: ['b', 'c', 'a'] });
  });

  it.each([
    [
      'a missing section',
      [
        { id: 'a', order: 1 },
        { id: 'b', order: 2 },
      ],
    ],
    [
      'a foreign section',
      [
        { id: 'a', order: 1 },
        { id: 'b', order: 2 },
        { id: 'x', order: 3 },
      ],
    ],
    [
      'a repeated section',
      [
        { id: 'a', order: 1 },
        { id: 'b', order: 2 },
        { id: 'b', order: 3 },
        { id: 'c', order: 4 },
      ],
    ],
    ['an empty list', []],
  ])('refuses %s', (_name, request) => {
    expect(requestedOrder(ids, request)).toEqual({
      ok: false,
      message: 'sectionOrders must list every section of the summary once',
    });
  });

  it('refuses two sections at one order', () => {
    expect(
      requestedOrder(ids, [
        { id: 'a', order: 1 },
        { id: 'b', order: 1 },
        { id: 'c', order: 2 },
      ]),
    ).toEqual({ ok: false, message: 'sectionOrders must give each section a different order' });
  });
});
