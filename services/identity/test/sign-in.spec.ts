import { IdentityEvents, type SubscriptionStatus, type SubscriptionType } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { DEFAULT_ADMIN_EMAIL, RETIRED_DEFAULT_ADMIN_PASSWORD } from '../src/admin-defaults.js';
import { PasswordHasher } from '../src/passwords/password-hasher.js';
import { Session } from '../src/sessions/session.entity.js';
import { hashSecretToken } from '../src/secret-token.js';
import { User } from '../src/users/user.entity.js';
import {
  GOOD_PASSWORD,
  type IdentityTestApp,
  memberViewer,
  startIdentity,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  uniqueEmail,
  registerAccount,
  requestRegistration,
} from './identity-test-app.js';

const USER_FIELDS =
  'id email role firstName lastName authProvider subscriptionStatus subscriptionType createdAt';
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signInWithPassword(email: $email, password: $password) { sessionToken user { ${USER_FIELDS} } }
}`;
const VIEWER_FOR_SESSION = `query ($token: String!) { viewerForSession(sessionToken: $token) { id email role } }`;
const SIGN_OUT = `mutation ($token: String!) { signOut(sessionToken: $token) }`;

interface Grant {
  sessionToken: string;
  user: {
    id: string;
    email: string;
    role: string;
    authProvider: string;
    subscriptionStatus: SubscriptionStatus;
    subscriptionType: SubscriptionType;
  };
}

describe('e-mail and password sign-in', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity({
      SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL: '3',
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: '6',
    });
  });
  afterAll(() => identity.close());

  async function register(email: string, password = GOOD_PASSWORD) {
    return registerAccount<Grant['user']>(identity, email, password, USER_FIELDS);
  }

  it('registers a user with the defaults, a hashed password and a session, and records the event', async () => {
    const email = uniqueEmail();
    const answer = await register(`  ${email.toUpperCase()} `);
    expect(answer.errors).toBeUndefined();
    const grant = answer.data!.confirmRegistration;
    expect(grant.user).toMatchObject({
      email,
      role: 'user',
      authProvider: 'local',
      subscriptionStatus: 'free',
      subscriptionType: 'free',
    });
    expect(grant.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await identity.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: grant.user.id });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.passwordHash).not.toContain(GOOD_PASSWORD);
    const sessions = await identity.dataSource
      .getRepository(Session)
      .findBy({ userId: grant.user.id });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).toBe(hashSecretToken(grant.sessionToken));
    expect(sessions[0]!.tokenHash).not.toBe(grant.sessionToken);
    const events = await identity.dataSource
      .getRepository(OutboxEvent)
      .findBy({ type: IdentityEvents.UserRegistered });
    expect(events.map((event) => event.envelope.payload)).toContainEqual({
      userId: grant.user.id,
      email,
    });
  });

  it.each([
    ['a short password', 'x7#kQ', 'Password must be at least 6 characters long.'],
    [
      'a common password',
      'password1',
      'This password is too common. Please choose a less common password.',
    ],
  ])('refuses %s', async (_label, password, message) => {
    const answer = await requestRegistration(identity, uniqueEmail(), password);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a malformed e-mail', async () => {
    const answer = await requestRegistration(identity, 'not-an-email');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Invalid email address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('signs in with a new session token each time and resolves sessions to the viewer', async () => {
    const email = uniqueEmail();
    const registered = (await register(email)).data!.confirmRegistration;
    const first = await identity.graphql<{ signInWithPassword: Grant }>(SIGN_IN, {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    const second = await identity.graphql<{ signInWithPassword: Grant }>(SIGN_IN, {
      email,
      password: GOOD_PASSWORD,
    });
    const tokens = [
      registered.sessionToken,
      first.data!.signInWithPassword.sessionToken,
      second.data!.signInWithPassword.sessionToken,
    ];
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      const viewer = await identity.graphql<{ viewerForSession: { id: string } | null }>(
        VIEWER_FOR_SESSION,
        { token },
      );
      expect(viewer.data!.viewerForSession).toEqual({
        id: registered.user.id,
        email,
        role: 'user',
      });
    }
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const email = uniqueEmail();
    await register(email);
    const wrong = await identity.graphql(SIGN_IN, { email, password: 'not-the-password' });
    const unknown = await identity.graphql(SIGN_IN, {
      email: uniqueEmail('nobody'),
      password: GOOD_PASSWORD,
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Invalid email or password',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('signs out: the session no longer resolves and a second sign-out is a no-op', async () => {
    const email = uniqueEmail();
    const grant = (await register(email)).data!.confirmRegistration;
    const out = await identity.graphql<{ signOut: string | null }>(SIGN_OUT, {
      token: grant.sessionToken,
    });
    expect(out.data!.signOut).toBe(grant.user.id);
    const viewer = await identity.graphql<{ viewerForSession: unknown }>(VIEWER_FOR_SESSION, {
      token: grant.sessionToken,
    });
    expect(viewer.data!.viewerForSession).toBeNull();
    const again = await identity.graphql<{ signOut: string | null }>(SIGN_OUT, {
      token: grant.sessionToken,
    });
    expect(again.data!.signOut).toBeNull();
  });

  it('resolves garbage and unknown tokens to no viewer', async () => {
    for (const token of ['', 'nope', 'x'.repeat(5000)]) {
      const viewer = await identity.graphql<{ viewerForSession: unknown }>(VIEWER_FOR_SESSION, {
        token,
      });
      expect(viewer.data!.viewerForSession).toBeNull();
    }
  });

  it('expires a session idle for longer than the window and slides the window on use', async () => {
    const email = uniqueEmail();
    const grant = (await register(email)).data!.confirmRegistration;
    const sessions = identity.dataSource.getRepository(Session);
    const tokenHash = hashSecretToken(grant.sessionToken);
    const idleDays = identity.config.SESSION_IDLE_DAYS;

    // Used a day short of the window ago: still live, and the use moves lastSeenAt to now.
    await sessions.update(
      { tokenHash },
      { lastSeenAt: new Date(Date.now() - (idleDays - 1) * 86_400_000) },
    );
    const live = await identity.graphql<{ viewerForSession: unknown }>(VIEWER_FOR_SESSION, {
      token: grant.sessionToken,
    });
    expect(live.data!.viewerForSession).not.toBeNull();
    const touched = await sessions.findOneByOrFail({ tokenHash });
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

    // Unused for the whole window: expired.
    await sessions.update(
      { tokenHash },
      { lastSeenAt: new Date(Date.now() - idleDays * 86_400_000 - 1000) },
    );
    const expired = await identity.graphql<{ viewerForSession: unknown }>(VIEWER_FOR_SESSION, {
      token: grant.sessionToken,
    });
    expect(expired.data!.viewerForSession).toBeNull();
  });

  describe('rate limit on failed sign-ins', () => {
    it('does not lock the owner out: failures for an e-mail from many addresses leave other addresses open', async () => {
      const email = uniqueEmail();
      await register(email);
      for (let address = 0; address < 5; address += 1) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const answer = await identity.graphql(
            SIGN_IN,
            { email, password: 'wrong-password' },
            { clientAddress: `198.51.100.${address}` },
          );
          expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        }
      }
      const owner = await identity.graphql<{ signInWithPassword: Grant }>(
        SIGN_IN,
        { email, password: GOOD_PASSWORD },
        { clientAddress: '198.51.100.99' },
      );
      expect(owner.errors).toBeUndefined();
      expect(owner.data!.signInWithPassword.user.email).toBe(email);
    });

    it('blocks an (address, e-mail) pair after its failure budget, even with the right password, with a retry time', async () => {
      const email = uniqueEmail();
      await register(email);
      const address = '198.51.100.150';
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await identity.graphql(
          SIGN_IN,
          { email, password: 'wrong-password' },
          { clientAddress: address },
        );
        expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      const blocked = await identity.graphql(
        SIGN_IN,
        { email, password: GOOD_PASSWORD },
        { clientAddress: address },
      );
      expect(blocked.errors?.[0]).toMatchObject({
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      const retryAfter = blocked.errors![0]!.extensions!.retryAfterSeconds as number;
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The same address may still sign in to another account: its own budget (6) is not spent.
      const other = uniqueEmail();
      await register(other);
      expect(
        (
          await identity.graphql(
            SIGN_IN,
            { email: other, password: GOOD_PASSWORD },
            { clientAddress: address },
          )
        ).errors,
      ).toBeUndefined();
    });

    it('blocks an address after its failure budget across accounts, and not other addresses', async () => {
      const address = '203.0.113.50';
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await identity.graphql(
          SIGN_IN,
          { email: uniqueEmail('guess'), password: 'wrong-password' },
          { clientAddress: address },
        );
      }
      const email = uniqueEmail();
      await register(email);
      const blocked = await identity.graphql(
        SIGN_IN,
        { email, password: GOOD_PASSWORD },
        { clientAddress: address },
      );
      expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      const elsewhere = await identity.graphql<{ signInWithPassword: Grant }>(
        SIGN_IN,
        { email, password: GOOD_PASSWORD },
        { clientAddress: '203.0.113.51' },
      );
      expect(elsewhere.errors).toBeUndefined();
      expect(elsewhere.data!.signInWithPassword.user.email).toBe(email);
    });

    it('clears the pair counter after a successful sign-in', async () => {
      const email = uniqueEmail();
      await register(email);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await identity.graphql(SIGN_IN, { email, password: 'wrong-password' });
      }
      expect(
        (await identity.graphql(SIGN_IN, { email, password: GOOD_PASSWORD })).errors,
      ).toBeUndefined();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await identity.graphql(SIGN_IN, { email, password: 'wrong-password' });
      }
      expect(
        (await identity.graphql(SIGN_IN, { email, password: GOOD_PASSWORD })).errors,
      ).toBeUndefined();
    });
  });

  describe('bootstrap admin', () => {
    it('exists with role admin and signs in with ADMIN_PASSWORD', async () => {
      const answer = await identity.graphql<{ signInWithPassword: Grant }>(SIGN_IN, {
        email: TEST_ADMIN_EMAIL,
        password: TEST_ADMIN_PASSWORD,
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.signInWithPassword.user).toMatchObject({
        email: TEST_ADMIN_EMAIL,
        role: 'admin',
      });
    });

    /** Gives the account the password earlier versions published, as their databases hold it. */
    async function givePublishedPassword(app: IdentityTestApp, email: string): Promise<string> {
      const passwordHash = await app.app.get(PasswordHasher).hash(RETIRED_DEFAULT_ADMIN_PASSWORD);
      await app.dataSource.getRepository(User).update({ email }, { passwordHash });
      const before = await app.graphql<{ signInWithPassword: Grant }>(SIGN_IN, {
        email,
        password: RETIRED_DEFAULT_ADMIN_PASSWORD,
      });
      expect(before.errors).toBeUndefined();
      return before.data!.signInWithPassword.sessionToken;
    }

    /** The next start (or another replica) on the suite's database. */
    const startAgain = () =>
      startIdentity({ IDENTITY_DATABASE_URL: identity.config.IDENTITY_DATABASE_URL! });
    const signsIn = async (app: IdentityTestApp, email: string, password: string) =>
      (await app.graphql(SIGN_IN, { email, password })).errors === undefined;
    const sessionResolves = async (app: IdentityTestApp, token: string) =>
      (await app.graphql<{ viewerForSession: unknown }>(VIEWER_FOR_SESSION, { token })).data!
        .viewerForSession !== null;

    it('takes the password earlier versions published from the admin, with its sessions and API keys, at the next start', async () => {
      const session = await givePublishedPassword(identity, TEST_ADMIN_EMAIL);
      const admin = await identity.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: TEST_ADMIN_EMAIL });
      const issued = await identity.graphql<{ createApiKey: { key: string } }>(
        `mutation { createApiKey(input: { name: "issued with the public password" }) { key } }`,
        {},
        { viewer: memberViewer(admin) },
      );
      expect(issued.errors).toBeUndefined();
      const keyAccepted = async (app: IdentityTestApp) =>
        (
          await app.graphql(
            `mutation ($key: String!) { authenticateApiKey(key: $key) { rateLimit { limit } } }`,
            {
              key: issued.data!.createApiKey.key,
            },
          )
        ).errors === undefined;
      expect(await keyAccepted(identity)).toBe(true);

      const restarted = await startAgain();
      try {
        expect(await signsIn(restarted, TEST_ADMIN_EMAIL, RETIRED_DEFAULT_ADMIN_PASSWORD)).toBe(
          false,
        );
        expect(await sessionResolves(restarted, session)).toBe(false);
        expect(await keyAccepted(restarted)).toBe(false);
        expect(await signsIn(restarted, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).toBe(true);
      } finally {
        await restarted.close();
      }
    });

    it('leaves an admin who chose another password with it at the next start', async () => {
      const chosen = 'a password the admin chose';
      const passwordHash = await identity.app.get(PasswordHasher).hash(chosen);
      await identity.dataSource
        .getRepository(User)
        .update({ email: TEST_ADMIN_EMAIL }, { passwordHash });
      const restarted = await startAgain();
      try {
        expect(await signsIn(restarted, TEST_ADMIN_EMAIL, chosen)).toBe(true);
        expect(await signsIn(restarted, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).toBe(false);
      } finally {
        await restarted.dataSource
          .getRepository(User)
          .update(
            { email: TEST_ADMIN_EMAIL },
            { passwordHash: await identity.app.get(PasswordHasher).hash(TEST_ADMIN_PASSWORD) },
          );
        await restarted.close();
      }
    });

    it('takes it from the default admin too when ADMIN_EMAIL names another, and keeps other passwords', async () => {
      const defaultAdmin = DEFAULT_ADMIN_EMAIL;
      await register(defaultAdmin);
      const session = await givePublishedPassword(identity, defaultAdmin);
      const member = uniqueEmail();
      await register(member);
      const restarted = await startAgain();
      try {
        expect(await signsIn(restarted, defaultAdmin, RETIRED_DEFAULT_ADMIN_PASSWORD)).toBe(false);
        expect(await sessionResolves(restarted, session)).toBe(false);
        const account = await restarted.dataSource
          .getRepository(User)
          .findOneByOrFail({ email: defaultAdmin });
        expect(account.passwordHash).toBeNull();
        expect(await signsIn(restarted, member, GOOD_PASSWORD)).toBe(true);
        expect(await signsIn(restarted, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).toBe(true);
      } finally {
        await restarted.close();
      }
    });

    it('is not created without ADMIN_PASSWORD (no password anyone else could know)', async () => {
      const unconfigured = await startIdentity({ ADMIN_PASSWORD: '' });
      try {
        expect(unconfigured.config.ADMIN_PASSWORD).toBeUndefined();
        expect(await unconfigured.dataSource.getRepository(User).countBy({ role: 'admin' })).toBe(
          0,
        );
      } finally {
        await unconfigured.close();
      }
    });
  });

  describe('viewer and users', () => {
    const VIEWER = `{ viewer { id email role } }`;
    const USERS = `{ users { id email role subscriptionStatus subscriptionType createdAt } }`;

    it('viewer is null for anonymous visitors and the own account for members', async () => {
      expect((await identity.graphql(VIEWER)).data).toEqual({ viewer: null });
      const grant = (await register(uniqueEmail())).data!.confirmRegistration;
      const answer = await identity.graphql(
        VIEWER,
        {},
        { viewer: memberViewer({ ...grant.user, role: 'user' }) },
      );
      expect(answer.data).toEqual({
        viewer: { id: grant.user.id, email: grant.user.email, role: 'user' },
      });
    });

    it('users: UNAUTHENTICATED for anonymous, FORBIDDEN for members, the list for admins', async () => {
      const anonymous = await identity.graphql(USERS);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(anonymous.data).toBeNull();

      const grant = (await register(uniqueEmail())).data!.confirmRegistration;
      const member = await identity.graphql(
        USERS,
        {},
        { viewer: memberViewer({ ...grant.user, role: 'user' }) },
      );
      expect(member.errors?.[0]).toMatchObject({
        message: 'Admin access required',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(member.data).toBeNull();

      const admin = await identity.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: TEST_ADMIN_EMAIL });
      const listed = await identity.graphql<{ users: Array<{ email: string }> }>(
        USERS,
        {},
        { viewer: memberViewer(admin) },
      );
      expect(listed.errors).toBeUndefined();
      expect(listed.data!.users.map((user) => user.email)).toEqual(
        expect.arrayContaining([TEST_ADMIN_EMAIL, grant.user.email]),
      );
    });

    it('never exposes credentials on User', async () => {
      for (const field of ['passwordHash', 'password', 'resetToken', 'sessions', 'sessionToken']) {
        const answer = await identity.graphql(`{ viewer { ${field} } }`);
        expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    });

    it('resolves a User reference only for that user or an admin', async () => {
      const grant = (await register(uniqueEmail())).data!.confirmRegistration;
      const other = (await register(uniqueEmail())).data!.confirmRegistration;
      const ENTITIES = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id email } } }`;
      const reps = [{ __typename: 'User', id: grant.user.id }];
      const self = await identity.graphql<{ _entities: unknown[] }>(
        ENTITIES,
        { reps },
        { viewer: memberViewer({ ...grant.user, role: 'user' }) },
      );
      expect(self.data!._entities).toEqual([{ id: grant.user.id, email: grant.user.email }]);
      const stranger = await identity.graphql<{ _entities: unknown[] }>(
        ENTITIES,
        { reps },
        { viewer: memberViewer({ ...other.user, role: 'user' }) },
      );
      expect(stranger.data!._entities).toEqual([null]);
    });
  });
});

describe('revokeViewerSessions (sign out everywhere)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const REVOKE = `mutation { revokeViewerSessions }`;

  it('ends every session of the viewer and announces the change; anonymous callers are refused', async () => {
    const email = uniqueEmail();
    const first = (
      await registerAccount<Grant['user']>(identity, email, GOOD_PASSWORD, USER_FIELDS)
    ).data!.confirmRegistration;
    const second = (
      await identity.graphql<{ signInWithPassword: Grant }>(SIGN_IN, {
        email,
        password: GOOD_PASSWORD,
      })
    ).data!.signInWithPassword;
    const answer = await identity.graphql<{ revokeViewerSessions: number }>(
      REVOKE,
      {},
      {
        viewer: memberViewer({ ...first.user, role: 'user' }),
      },
    );
    expect(answer.data!.revokeViewerSessions).toBe(2);
    for (const token of [first.sessionToken, second.sessionToken]) {
      const viewer = await identity.graphql<{ viewerForSession: unknown }>(VIEWER_FOR_SESSION, {
        token,
      });
      expect(viewer.data!.viewerForSession).toBeNull();
    }
    const events = await identity.dataSource
      .getRepository(OutboxEvent)
      .findBy({ type: IdentityEvents.UserUpdated });
    expect(events.map((event) => (event.envelope.payload as { userId: string }).userId)).toContain(
      first.user.id,
    );
    expect((await identity.graphql(REVOKE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
