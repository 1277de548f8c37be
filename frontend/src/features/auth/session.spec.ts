import { RestError } from '../../lib/rest-client';
import { loadSession } from './session';

describe('loadSession', () => {
  const user = {
    id: 'u1',
    email: 'a@b.c',
    role: 'user',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    subscriptionStatus: 'free',
    subscriptionType: 'free',
  };

  it('is signed in when the API returns a user', async () => {
    await expect(loadSession(async () => user)).resolves.toEqual({ status: 'signedIn', user });
  });

  it('is signed out when the API answers that nobody is signed in', async () => {
    await expect(loadSession(async () => null)).resolves.toEqual({
      status: 'signedOut',
      user: null,
    });
  });

  it('is signed out on 401 and on 404', async () => {
    for (const status of [401, 404]) {
      await expect(
        loadSession(async () => {
          throw new RestError(status, `${status}: nope`);
        }),
      ).resolves.toEqual({ status: 'signedOut', user: null });
    }
  });

  it('is signed out when the network fails', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await expect(
        loadSession(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ).resolves.toEqual({ status: 'signedOut', user: null });
    } finally {
      console.warn = warn;
    }
  });
});
