import { IdentityEvents } from '@distill/contracts';
import { OutboxRelay } from '@distill/platform';
import {
  emulatorVerifiedSignUp,
  scanForPersonalData,
  tablesMissingFrom,
  TestClock,
} from '@distill/platform/testing';
import { IDENTITY_MEMBER_DATA } from '../src/account-deletion/member-data.js';
import { AccountErasureJobs } from '../src/account-deletion/account-erasure.jobs.js';
import { FirebaseTokenVerifier } from '../src/firebase/firebase-token-verifier.js';
import {
  GOOD_PASSWORD,
  graphqlAs,
  type IdentityTestApp,
  type Member,
  MEMBER_FIELDS,
  reasonOf,
  registerAccount,
  registerMember,
  startIdentity,
  TEST_ADMIN_EMAIL,
  uniqueEmail,
} from './identity-test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const clock = new TestClock();
let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity({}, clock);
});
afterAll(() => identity.close());

const REQUEST = `mutation ($confirmation: String!, $password: String, $providerIdToken: String) {
  requestAccountDeletion(confirmation: $confirmation, password: $password, providerIdToken: $providerIdToken) {
    requestedAt eraseAfter
  }
}`;
const CANCEL = `mutation { cancelAccountDeletion }`;
const VIEWER = `{ viewer { id pendingDeletion { eraseAfter } } }`;
const SESSION = `query ($token: String!) { viewerForSession(sessionToken: $token) { id } }`;
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signInWithPassword(email: $email, password: $password) { sessionToken user { id pendingDeletion { eraseAfter } } }
}`;

const member = () => registerMember(identity, uniqueEmail('leaving'));
const ask = (user: Member, query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs(identity, user, query, variables);
const pendingOf = async (user: Member) => (await ask(user, VIEWER)).data!.viewer?.pendingDeletion;
const sessionLives = async (token: string) =>
  Boolean((await identity.graphql<Record<string, any>>(SESSION, { token })).data?.viewerForSession);

/** Runs the grace period out and the sweep, then relays the event and sweeps its outbox row. */
async function graceRunsOut(): Promise<void> {
  clock.advance(7 * DAY_MS + 1000);
  await identity.app.get(AccountErasureJobs).sweep();
  await identity.app.get(OutboxRelay).relayPending();
  await identity.app.get(AccountErasureJobs).sweep();
}

it('names every table of its database on the erasure list or says why it holds no member data', async () => {
  expect(await tablesMissingFrom(identity.dataSource, IDENTITY_MEMBER_DATA)).toEqual([]);
});

it('refuses a wrong password, a wrong confirmation and an admin (4xx), changing nothing', async () => {
  const { user, sessionToken } = await member();
  const wrongPassword = await ask(user, REQUEST, {
    confirmation: user.email,
    password: 'not-mine-at-all',
  });
  expect(wrongPassword.errors?.[0]?.message).toBe('Incorrect password');
  expect(reasonOf(wrongPassword)).toBe('ACCOUNT_DELETION_WRONG_PASSWORD');
  const wrongText = await ask(user, REQUEST, { confirmation: 'delete', password: GOOD_PASSWORD });
  expect(wrongText.errors?.[0]?.message).toBe('Type your e-mail address to confirm');
  expect(wrongText.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(await pendingOf(user)).toBeNull();
  expect(await sessionLives(sessionToken)).toBe(true);

  const [{ id }] = await identity.dataSource.query(`SELECT id FROM user_account WHERE email = $1`, [
    TEST_ADMIN_EMAIL,
  ]);
  const admin: Member = {
    id,
    email: TEST_ADMIN_EMAIL,
    role: 'admin',
    subscriptionStatus: 'free',
    subscriptionType: 'free',
  };
  const refused = await ask(admin, REQUEST, {
    confirmation: TEST_ADMIN_EMAIL,
    password: 'admin-test-password-1',
  });
  expect(reasonOf(refused)).toBe('ACCOUNT_DELETION_ADMIN_ACCOUNT');
});

it('ends every session at once, refuses a second request (409), and a sign-in during the grace period may cancel', async () => {
  const { user, sessionToken } = await member();
  const requested = await ask(user, REQUEST, {
    confirmation: ` ${user.email.toUpperCase()} `,
    password: GOOD_PASSWORD,
  });
  expect(requested.errors).toBeUndefined();
  const { requestedAt, eraseAfter } = requested.data!.requestAccountDeletion;
  expect(Date.parse(eraseAfter) - Date.parse(requestedAt)).toBe(7 * DAY_MS);
  expect(await sessionLives(sessionToken)).toBe(false);

  const again = await ask(user, REQUEST, { confirmation: user.email, password: GOOD_PASSWORD });
  expect(reasonOf(again)).toBe('ACCOUNT_DELETION_ALREADY_REQUESTED');
  expect(again.errors?.[0]?.message).toBe('Your account is already scheduled for deletion');
  expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

  const signedIn = await identity.graphql<Record<string, any>>(SIGN_IN, {
    email: user.email,
    password: GOOD_PASSWORD,
  });
  expect(signedIn.data!.signInWithPassword.user.pendingDeletion).toEqual({ eraseAfter });
  expect((await ask(user, CANCEL)).data).toEqual({ cancelAccountDeletion: true });
  expect(await pendingOf(user)).toBeNull();
  expect(reasonOf(await ask(user, CANCEL))).toBe('ACCOUNT_DELETION_NOT_REQUESTED');

  // Cancelled: the grace period running out erases nothing.
  await graceRunsOut();
  expect(await pendingOf(user)).toBeNull();
});

it('erases the account when the grace period runs out: one event, nothing left naming the member, the address free again', async () => {
  const { user } = await member();
  expect(
    (await ask(user, REQUEST, { confirmation: user.email, password: GOOD_PASSWORD })).errors,
  ).toBeUndefined();
  const needles = [user.id, user.email];
  expect((await scanForPersonalData(identity.dataSource, needles)).length).toBeGreaterThan(0);

  clock.advance(6 * DAY_MS);
  expect(await identity.app.get(AccountErasureJobs).sweep()).toBe(0);
  clock.advance(DAY_MS + 1000);
  expect(await identity.app.get(AccountErasureJobs).sweep()).toBe(1);
  const events = await identity.dataSource.query(
    `SELECT envelope FROM outbox_event WHERE type = $1`,
    [IdentityEvents.UserErased],
  );
  expect(
    events.map((row: { envelope: { payload: unknown } }) => row.envelope.payload),
  ).toContainEqual({ userId: user.id });
  await identity.app.get(OutboxRelay).relayPending();
  await identity.app.get(AccountErasureJobs).sweep();

  expect(await scanForPersonalData(identity.dataSource, needles)).toEqual([]);
  // The record that an erasure happened, naming no one.
  const [{ n }] = await identity.dataSource.query(
    `SELECT count(*) AS n FROM account_deletion WHERE user_id IS NULL AND erased_at IS NOT NULL`,
  );
  expect(Number(n)).toBeGreaterThan(0);
  expect(await sessionLives('x')).toBe(false);
  const again = await registerAccount<Member>(identity, user.email, GOOD_PASSWORD, MEMBER_FIELDS);
  expect(again.errors).toBeUndefined();
  expect(again.data!.confirmRegistration.user.id).not.toBe(user.id);
});

it('re-authenticates a provider member with a fresh ID token and deletes the provider user with the account', async () => {
  const email = uniqueEmail('provider');
  const account = await emulatorVerifiedSignUp(email, 'provider-password-1');
  const signedIn = await identity.graphql<Record<string, any>>(
    `mutation ($idToken: String!) { signInWithFirebase(idToken: $idToken) { ${MEMBER_FIELDS} } }`,
    { idToken: account.idToken },
  );
  const user: Member = signedIn.data!.signInWithFirebase;
  expect(reasonOf(await ask(user, REQUEST, { confirmation: email }))).toBe(
    'ACCOUNT_DELETION_PROVIDER_TOKEN_REQUIRED',
  );
  expect(
    reasonOf(await ask(user, REQUEST, { confirmation: email, providerIdToken: 'forged' })),
  ).toBe('ACCOUNT_DELETION_PROVIDER_TOKEN_REFUSED');
  expect(
    (await ask(user, REQUEST, { confirmation: email, providerIdToken: account.idToken })).errors,
  ).toBeUndefined();
  const providers = identity.app.get(FirebaseTokenVerifier);
  expect(await providers.signInProvidersOf(account.localId)).toContain('password');

  await graceRunsOut();
  expect(await providers.signInProvidersOf(account.localId)).toEqual([]);
  expect(await scanForPersonalData(identity.dataSource, [user.id, email, account.localId])).toEqual(
    [],
  );
});
