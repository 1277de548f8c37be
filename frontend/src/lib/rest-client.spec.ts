import { jest } from '@jest/globals';
import { buildErrorMessage, RestError, restRequest, throwIfNotOk } from './rest-client';
import { bearerHeaderFor, FIREBASE_TOKEN_KEY, readStoredToken } from './auth-token';

describe('buildErrorMessage', () => {
  it('is the status, a colon and a space, then the body text', () => {
    expect(buildErrorMessage(401, 'Unauthorized', 'Not signed in')).toBe('401: Not signed in');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(buildErrorMessage(404, 'Not Found', '')).toBe('404: Not Found');
    expect(buildErrorMessage(500, 'Internal Server Error', '  \n')).toBe(
      '500: Internal Server Error',
    );
  });
});

describe('throwIfNotOk', () => {
  it('passes ok answers', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });

  it('raises a RestError carrying the status and the message', async () => {
    const error = await throwIfNotOk(
      new Response('Summary not found', { status: 404, statusText: 'Not Found' }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).status).toBe(404);
    expect((error as RestError).message).toBe('404: Summary not found');
  });
});

describe('bearer token', () => {
  it('adds the stored token when no Authorization header is given', () => {
    expect(bearerHeaderFor({}, 'abc')).toEqual({ Authorization: 'Bearer abc' });
  });

  it('leaves an explicit Authorization header alone', () => {
    expect(bearerHeaderFor({ authorization: 'Bearer mine' }, 'abc')).toEqual({});
  });

  it('adds nothing without a token', () => {
    expect(bearerHeaderFor({}, null)).toEqual({});
  });

  it('reads the token from storage under firebase_token', () => {
    const storage = { getItem: (key: string) => (key === FIREBASE_TOKEN_KEY ? 'tok' : null) };
    expect(readStoredToken(storage)).toBe('tok');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredToken(broken)).toBeNull();
  });
});

describe('restRequest', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('sends credentials and raises on a non-ok answer', async () => {
    const fetchMock = jest.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('', { status: 401, statusText: 'Unauthorized' }),
    );
    globalThis.fetch = fetchMock as typeof fetch;
    await expect(restRequest('/api/auth/user')).rejects.toThrow('401: Unauthorized');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });
});
