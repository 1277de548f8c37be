import { createHmac } from 'node:crypto';
import { eventually } from '@distill/platform/testing';
import {
  call,
  readingCaughtUp,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
  type GatewayStack,
} from './gateway-stack.js';

/**
 * The daily review e-mail end to end (issue 46): the member turns it on, reading's scheduler
 * computes it at their time, identity sends it over real SMTP, a grade link grades the card once
 * without signing in, and the one-click unsubscribe turns it off.
 */
let stack: GatewayStack;
const WEBHOOK_SECRET = 'gateway-test-webhook-secret';

beforeAll(async () => {
  stack = await startGatewayStack({
    withCatalog: true,
    seedCatalog: true,
    withSmtp: true,
    readingEnv: { REVIEW_EMAIL_TICK_SECONDS: '1' },
    identityEnv: { EMAIL_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  await readingCaughtUp(stack);
  // Identity, the seeded catalog and reading start, and the seed reaches reading, before a test.
}, 180_000);
afterAll(() => stack?.close());

const graphql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
  call(stack.url, 'POST', '/graphql', { cookie, json: { query, variables } });

const UPDATE = `mutation($input: ReviewEmailPreferencesInput!) {
  updateReviewEmailPreferences(input: $input) { daily sendAt timeZone }
}`;
const PREFERENCES = `{ reviewEmailPreferences { daily } }`;
const GRADE = `mutation($token: String!, $grade: ReviewEmailGrade!) {
  gradeFromReviewEmail(token: $token, grade: $grade) { gradedAs card { quote } }
}`;
const DUE = `query { reviewDue(timeZone: "UTC") { quote } }`;

async function memberWithHighlight(): Promise<{ email: string; cookie: string; quote: string }> {
  const email = uniqueEmail('review');
  const cookie = (await registerAndConfirm(stack.url, email, { smtp: stack.smtp })).sessionCookie!;
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<any[]>();
  const free = published.find((summary) => !summary.isPremium);
  const [section] = (await call(stack.url, 'GET', `/api/summaries/${free.id}/sections`)).json<
    Array<{ id: string; content: string }>
  >();
  const word = /\p{L}{6,}/u.exec(section!.content)!;
  const created = await call(stack.url, 'POST', '/api/highlights', {
    cookie,
    json: {
      summaryId: free.id,
      sectionId: section!.id,
      quote: word[0],
      prefix: section!.content.slice(Math.max(0, word.index - 32), word.index),
      suffix: section!.content.slice(word.index + word[0].length, word.index + word[0].length + 32),
      start: word.index,
      end: word.index + word[0].length,
      color: 'yellow',
    },
  });
  if (created.status !== 201) throw new Error(`highlight: ${created.status} ${created.text}`);
  return { email, cookie, quote: word[0] };
}

it('sends the e-mail, grades a card once from it, and unsubscribes in one click', async () => {
  const member = await memberWithHighlight();
  const turnedOn = await graphql(
    UPDATE,
    { input: { daily: true, sendAt: '00:00', timeZone: 'UTC' } },
    member.cookie,
  );
  expect(turnedOn.json()).toEqual({
    data: { updateReviewEmailPreferences: { daily: true, sendAt: '00:00', timeZone: 'UTC' } },
  });

  const mail = await stack.smtp!.mailTo(member.email, 'Your Distill review: 1 highlight for today');
  expect(mail).toContain(member.quote);
  const goodToken = /\/review\/email\?token=([\w.-]+)&(?:amp;)?grade=good/.exec(mail)![1]!;
  const unsubscribeUrl = /List-Unsubscribe:\s+<([^>]+)>/.exec(mail)![1]!;
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // Graded without signing in; the member's review no longer holds the card today.
  const graded = await graphql(GRADE, { token: goodToken, grade: 'good' });
  expect(graded.json()).toEqual({
    data: { gradeFromReviewEmail: { gradedAs: 'good', card: { quote: member.quote } } },
  });
  expect((await graphql(DUE, {}, member.cookie)).json()).toEqual({ data: { reviewDue: [] } });
  const twice = await graphql(GRADE, { token: goodToken, grade: 'again' });
  expect(twice.json<any>().errors[0].message).toBe(
    'This highlight was already graded. Nothing was changed.',
  );

  // RFC 8058: the mail provider POSTs from its own servers, with no session.
  const path = new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search;
  const forged = await call(stack.url, 'POST', path.replace(/token=[^.]+/, 'token=forged'), {
    body: 'List-Unsubscribe=One-Click',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example',
    },
  });
  expect(forged.status).toBe(400);
  expect((await graphql(PREFERENCES, {}, member.cookie)).json()).toEqual({
    data: { reviewEmailPreferences: { daily: true } },
  });
  const unsubscribed = await call(stack.url, 'POST', path, {
    body: 'List-Unsubscribe=One-Click',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example',
    },
  });
  expect(unsubscribed.status).toBe(200);
  expect((await graphql(PREFERENCES, {}, member.cookie)).json()).toEqual({
    data: { reviewEmailPreferences: { daily: false } },
  });
});

it('answers a forged grade link with a clear message and grades nothing', async () => {
  const answer = await graphql(GRADE, { token: 'forged.link', grade: 'good' });
  expect(answer.json<any>().errors[0]).toMatchObject({
    message: 'This review link is not valid. Open your review to grade this highlight.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

/** The mail provider's relay, signed as docs/api.md says (an HMAC of "<t>.<raw body>"). */
function postEmailWebhook(
  body: string,
  secret = WEBHOOK_SECRET,
  headers: Record<string, string> = {},
) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return call(stack.url, 'POST', '/api/webhooks/email', {
    body,
    headers: {
      'content-type': 'application/json',
      'distill-signature': `t=${t},v1=${v1}`,
      ...headers,
    },
  });
}

it("turns a member's e-mails off on a signed bounce, and refuses a forged or unsigned one", async () => {
  const email = uniqueEmail('bounce');
  const cookie = (await registerAndConfirm(stack.url, email, { smtp: stack.smtp })).sessionCookie!;
  await graphql(UPDATE, { input: { daily: true, sendAt: '23:59', timeZone: 'UTC' } }, cookie);
  const body = JSON.stringify({ type: 'bounce', email, reason: '550 5.1.1 No such user' });

  const forged = await postEmailWebhook(body, 'not-the-webhook-secret');
  expect(forged.status).toBe(401);
  expect(forged.text).toBe('Invalid Distill-Signature header');
  const unsigned = await call(stack.url, 'POST', '/api/webhooks/email', {
    body,
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.status).toBe(400);
  expect(unsigned.text).toBe('Missing Distill-Signature header');
  expect((await graphql(PREFERENCES, {}, cookie)).json()).toEqual({
    data: { reviewEmailPreferences: { daily: true } },
  });

  const received = await postEmailWebhook(body);
  expect(received.status).toBe(200);
  expect(received.json()).toEqual({ received: true, matched: true });
  // Identity announces it; reading turns the e-mails off in its own data.
  await eventually(async () => {
    const answer = (await graphql(PREFERENCES, {}, cookie)).json<any>();
    return answer.data.reviewEmailPreferences.daily === false ? answer : undefined;
  });
});
