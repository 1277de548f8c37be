import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '@distill/platform';
import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  type GatewayStack,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

interface IssuedKey {
  id: string;
  key: string;
  name: string;
  prefix: string;
  scopes: string[];
  rateLimitPerMinute: number;
  usageToday: number;
}

const PUBLISHED = `{ publishedSummaries { id title isPremium hasFullAccess preview content } }`;

describe('partner API keys', () => {
  let stack: GatewayStack;
  let adminCookie: string;
  let premium: SummaryFixture;
  let free: SummaryFixture;
  /** Every line the gateway logs, as it would reach the log store. */
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    stack = await startGatewayStack({
      withCatalog: true,
      seedCatalog: false,
      gatewayLogger: pino(loggerOptions('gateway', 'info'), sink),
    });
    premium = await insertSummary(stack, {
      title: 'Premium',
      isPremium: true,
      isPublished: true,
    });
    free = await insertSummary(stack, {
      title: 'Free',
      isPremium: false,
      isPublished: true,
    });
    await insertSummary(stack, {
      title: 'Draft',
      isPremium: false,
      isPublished: false,
    });
    const signIn = await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    adminCookie = signIn.sessionCookie!;
  });
  afterAll(() => stack.close());

  const issue = async (body: Record<string, unknown>) => {
    const answer = await call(stack.url, 'POST', '/api/admin/api-keys', {
      json: body,
      cookie: adminCookie,
    });
    expect(answer.status).toBe(201);
    return answer.json<IssuedKey>();
  };

  /** As a partner would call with curl: no cookie, no Origin, just the key. */
  const partnerGraphql = (key: string, query: string) =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query }),
    });

  it('walks as a partner: key issued once, previews only, 429 past the limit, mutations refused, 401 after revoking', async () => {
    const issued = await issue({ name: 'Bookshop', scopes: [], rateLimitPerMinute: 4 });
    expect(issued).toMatchObject({ name: 'Bookshop', scopes: [], rateLimitPerMinute: 4 });
    expect(issued.key).toMatch(/^dsk_[A-Za-z0-9_-]{43}$/);
    expect(issued.prefix).toBe(issued.key.slice(0, 12));

    // 1: published summaries, premium as a preview only.
    const listed = await partnerGraphql(issued.key, PUBLISHED);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('ratelimit-limit')).toBe('4');
    expect(listed.headers.get('ratelimit-remaining')).toBe('3');
    const { data } = (await listed.json()) as {
      data: { publishedSummaries: Array<Record<string, unknown>> };
    };
    expect(data.publishedSummaries.map((summary) => summary.title).sort()).toEqual([
      'Free',
      'Premium',
    ]);
    const premiumRow = data.publishedSummaries.find((summary) => summary.id === premium.id)!;
    expect(premiumRow).toMatchObject({ hasFullAccess: false, preview: premium.preview });
    expect(premiumRow.content).not.toBe(premium.content);
    expect(data.publishedSummaries.find((s) => s.id === free.id)!.content).toBe(free.content);

    // 2: a mutation is refused, even for a key that would otherwise be allowed.
    const mutation = await partnerGraphql(issued.key, 'mutation { revokeViewerSessions }');
    expect(mutation.status).toBe(403);
    expect(
      ((await mutation.json()) as { errors: Array<{ message: string }> }).errors[0]!.message,
    ).toBe('API keys are read-only');

    // 3 and 4 use the rest of the minute's budget; the fifth answers 429.
    expect(
      (await call(stack.url, 'GET', '/api/categories', { headers: { 'x-api-key': issued.key } }))
        .status,
    ).toBe(200);
    expect((await partnerGraphql(issued.key, '{ categories { id } }')).status).toBe(200);
    const limited = await partnerGraphql(issued.key, '{ categories { id } }');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');

    // Usage is counted per day and shown to admins; the key itself never is.
    const list = await call(stack.url, 'GET', '/api/admin/api-keys', { cookie: adminCookie });
    const row = list.json<IssuedKey[]>().find((key) => key.id === issued.id)!;
    expect(row.usageToday).toBe(4);
    expect(list.text).not.toContain(issued.key);

    const revoked = await call(stack.url, 'DELETE', `/api/admin/api-keys/${issued.id}`, {
      cookie: adminCookie,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json()).toMatchObject({ id: issued.id, revokedAt: expect.any(String) });
    const refused = await partnerGraphql(issued.key, PUBLISHED);
    expect(refused.status).toBe(401);
    const rest = await call(stack.url, 'GET', '/api/categories', {
      headers: { 'x-api-key': issued.key },
    });
    expect([rest.status, rest.text]).toEqual([401, 'Invalid API key']);
  });

  it('licenses full premium content only with the premium-content scope', async () => {
    const licensed = await issue({ name: 'Library', scopes: ['premium-content'] });
    const answer = await partnerGraphql(licensed.key, PUBLISHED);
    const { data } = (await answer.json()) as {
      data: { publishedSummaries: Array<Record<string, unknown>> };
    };
    expect(data.publishedSummaries.find((s) => s.id === premium.id)).toMatchObject({
      hasFullAccess: true,
      content: premium.content,
    });
    const sections = await call(stack.url, 'GET', `/api/summaries/${premium.id}/sections`, {
      headers: { 'x-api-key': licensed.key },
    });
    expect(sections.json<Array<{ content: string }>>()[0]!.content).toBe(
      premium.sectionContents[0],
    );
  });

  it('refuses every REST route but GET to key holders, and reads as the partner, not a cookie', async () => {
    const { key } = await issue({ name: 'Writer' });
    const member = await registerAndConfirm(stack.url, uniqueEmail('partner-member'));
    for (const [method, path] of [
      ['POST', '/api/simple-logout'],
      ['POST', '/api/admin/api-keys'],
      ['DELETE', `/api/admin/api-keys/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const answer = await call(stack.url, method, path, {
        json: { name: 'x' },
        cookie: adminCookie,
        headers: { 'x-api-key': key },
      });
      expect([method, path, answer.status, answer.text]).toEqual([
        method,
        path,
        403,
        'API keys are read-only',
      ]);
    }
    const user = await call(stack.url, 'GET', '/api/auth/user', {
      cookie: member.sessionCookie,
      headers: { 'x-api-key': key },
    });
    expect(user.status).toBe(401);
    const admin = await call(stack.url, 'GET', '/api/admin/api-keys', {
      cookie: adminCookie,
      headers: { 'x-api-key': key },
    });
    expect(admin.status).toBe(401);
  });

  it('never logs a key: request logs show the header redacted', async () => {
    const { key } = await issue({ name: 'Logged' });
    const answer = await call(stack.url, 'GET', '/api/categories', {
      headers: { 'x-api-key': key },
    });
    expect(answer.status).toBe(200);
    const requestLog = logLines.find((line) => line.includes('"url":"/api/categories"'));
    expect(requestLog).toContain('"x-api-key":"[redacted]"');
    expect(logLines.join('\n')).not.toContain(key);
  });

  it('answers 401 to unknown and malformed keys', async () => {
    for (const key of ['dsk_unknownunknownunknownunknown0000', 'nonsense', 'x'.repeat(5000)]) {
      const answer = await partnerGraphql(key, '{ categories { id } }');
      expect(answer.status).toBe(401);
    }
  });

  it('lets only admins manage keys, with 400 for bad input', async () => {
    const anonymous = await call(stack.url, 'GET', '/api/admin/api-keys');
    expect([anonymous.status, anonymous.text]).toEqual([401, 'Unauthorized']);
    const member = await registerAndConfirm(stack.url, uniqueEmail('not-admin'));
    const forbidden = await call(stack.url, 'POST', '/api/admin/api-keys', {
      json: { name: 'Mine' },
      cookie: member.sessionCookie,
    });
    expect([forbidden.status, forbidden.text]).toEqual([403, 'Admin access required']);
    for (const [body, message] of [
      [{}, 'name is required'],
      [{ name: 'A', scopes: ['admin'] }, 'Unknown scope: admin (known: premium-content)'],
      [
        { name: 'A', rateLimitPerMinute: 0 },
        'rateLimitPerMinute must be an integer from 1 to 10000',
      ],
      [{ name: 'A', rateLimitPerMinute: '5' }, 'rateLimitPerMinute must be an integer'],
      [{ name: 'A', scopes: 'premium-content' }, 'scopes must be a list of strings'],
    ] as const) {
      const answer = await call(stack.url, 'POST', '/api/admin/api-keys', {
        json: body,
        cookie: adminCookie,
      });
      expect([answer.status, answer.text]).toEqual([400, message]);
    }
    const missing = await call(stack.url, 'DELETE', '/api/admin/api-keys/not-an-id', {
      cookie: adminCookie,
    });
    expect([missing.status, missing.text]).toEqual([404, 'API key not found']);
  });
});
