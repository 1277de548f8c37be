import { FIREBASE_TOKEN_KEY } from './auth-token';
import {
  FIRST_VIEW_DATA_ID,
  inlinedFirstViewData,
  inlinedSessionUser,
  SESSION_DATA_ID,
} from './first-view-data';

/** A page holding `block` as the inlined answers' element (null: no such element). */
const pageWith = (block: string | null) => ({
  getElementById: (id: string) =>
    id === FIRST_VIEW_DATA_ID && block !== null ? ({ textContent: block } as HTMLElement) : null,
});
const storageWith = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});

describe('inlinedFirstViewData', () => {
  const answers = { ROOT_QUERY: { __typename: 'Query', categories: [] } };

  it.each([
    ['a visitor on a page the gateway rendered', JSON.stringify(answers), {}, answers],
    ['a page rendered in the browser alone', null, {}, undefined],
    ['a damaged block', '{"ROOT_QUERY":', {}, undefined],
    // The gateway rendered the page for a visitor: a provider-signed-in member gets other answers.
    [
      'a member signed in with the identity provider',
      JSON.stringify(answers),
      { [FIREBASE_TOKEN_KEY]: 'a-token' },
      undefined,
    ],
  ])('%s', (_case, block, stored, expected) => {
    expect(inlinedFirstViewData(pageWith(block), storageWith(stored))).toEqual(expected);
  });

  it('reads nothing without a document (the gateway rendering the page)', () => {
    expect(inlinedFirstViewData(undefined, storageWith({}))).toBeUndefined();
  });
});

describe('inlinedSessionUser', () => {
  const user = { id: 'u1', email: 'ada@example.com', role: 'user' };
  const pageHolding = (block: string | null) => ({
    getElementById: (id: string) =>
      id === SESSION_DATA_ID && block !== null ? ({ textContent: block } as HTMLElement) : null,
  });

  it.each([
    ['a member’s shell', JSON.stringify({ user }), {}, user],
    ['a shell without a session', null, {}, undefined],
    ['a visitor’s answer', JSON.stringify({ user: null }), {}, undefined],
    ['a damaged block', '{"user":', {}, undefined],
    [
      'a member signed in with the identity provider',
      JSON.stringify({ user }),
      { [FIREBASE_TOKEN_KEY]: 'a-token' },
      undefined,
    ],
  ])('%s', (_case, block, stored, expected) => {
    expect(inlinedSessionUser(pageHolding(block), storageWith(stored))).toEqual(expected);
  });
});
