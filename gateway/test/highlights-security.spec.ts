import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  registerMember,
  readingCaughtUp,
  startGatewayStack,
  type GatewayStack,
} from './gateway-stack.js';

/**
 * Issue 40 through the REST facade, on the real stack (seeded catalog -> events -> reading): no
 * Premium text leaks through highlights, a member's writes are limited, exports are safe.
 */
let stack: GatewayStack;
let free: { id: string };
let premium: { id: string };
let freeSection: { id: string; content: string };
let admin: string;

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: true });
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<any[]>();
  free = published.find((summary) => !summary.isPremium);
  premium = published.find((summary) => summary.isPremium);
  [freeSection] = (await call(stack.url, 'GET', `/api/summaries/${free.id}/sections`)).json<
    any[]
  >();
  admin = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
  // The seed's events (summaries, and sections with their text) reach reading shortly after start.
  await readingCaughtUp(stack);
});
afterAll(() => stack?.close());

const as = (
  cookie: string,
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call(stack.url, method, path, { cookie, ...options });

/** A highlight of the free summary's first section: its first word. */
const firstWord = () => {
  const quote = /\p{L}+/u.exec(freeSection.content)![0];
  const start = freeSection.content.indexOf(quote);
  return { summaryId: free.id, sectionId: freeSection.id, quote, start, end: start + quote.length };
};

describe('Premium text never leaks through highlights (item 2)', () => {
  it('refuses a never-edited premium section filed under a free summary, the same for any guess', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const [locked] = (await as(admin, 'GET', `/api/admin/summaries/${premium.id}/sections`)).json<
      Array<{ id: string; content: string }>
    >();
    const right = locked!.content[0]!;
    const wrong = right === 'Q' ? 'Z' : 'Q';
    for (const guess of [right, wrong]) {
      const answer = await as(member, 'POST', '/api/highlights', {
        json: {
          summaryId: free.id,
          sectionId: locked!.id,
          quote: guess,
          start: 0,
          end: 1,
          color: 'yellow',
        },
      });
      expect({ status: answer.status, text: answer.text }).toEqual({
        status: 400,
        text: 'sectionId is not a section of this summary',
      });
    }
    expect((await as(member, 'GET', '/api/highlights')).json<unknown[]>()).toEqual([]);
  });

  it("checks a quote against the seeded section's text, never edited", async () => {
    const member = (await registerMember(stack.url)).cookie;
    const invented = await as(member, 'POST', '/api/highlights', {
      json: { ...firstWord(), quote: 'Zzzqx', end: firstWord().start + 5, color: 'yellow' },
    });
    expect({ status: invented.status, text: invented.text }).toEqual({
      status: 400,
      text: 'quote is not in the section',
    });
    const filed = await as(member, 'POST', '/api/highlights', {
      json: { ...firstWord(), color: 'yellow' },
    });
    expect(filed.status).toBe(201);
    expect(filed.json()).toMatchObject({ ...firstWord(), orphaned: false });
  });
});

describe('limits (item 5)', () => {
  it('answers the 61st highlight write of a minute 429 with Retry-After, storing nothing', async () => {
    const member = (await registerMember(stack.url)).cookie;
    for (let write = 1; write <= 60; write += 1) {
      const answer = await as(member, 'POST', '/api/highlights', {
        json: { ...firstWord(), color: 'yellow' },
      });
      expect(answer.status).toBe(201);
    }
    const refused = await as(member, 'POST', '/api/highlights', {
      json: { ...firstWord(), color: 'yellow' },
    });
    expect({ status: refused.status, text: refused.text }).toEqual({
      status: 429,
      text: 'Too many changes to highlights: at most 60 a minute. Try again shortly.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const listed = await as(member, 'GET', '/api/highlights');
    expect(listed.headers.get('x-total-count')).toBe('60');
  });
});

describe('exports (item 6)', () => {
  it('writes formula-like cells as text and Markdown without HTML or links', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const made = await as(member, 'POST', '/api/highlights', {
      json: {
        ...firstWord(),
        color: 'pink',
        note: '=HYPERLINK("http://evil.example","open")\nInjected,row <script>x</script> [x](javascript:alert(1))',
      },
    });
    expect(made.status).toBe(201);

    const csv = await as(member, 'GET', '/api/highlights/export?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""open"")\nInjected,row <script>x</script> [x](javascript:alert(1))"`,
    );
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(2);

    const markdown = await as(member, 'GET', '/api/highlights/export?format=markdown');
    expect(markdown.status).toBe(200);
    expect(markdown.text).toContain('&lt;script&gt;x&lt;/script&gt; \\[x\\](javascript:alert(1))');
    expect(markdown.text).not.toContain('<script>');
  });
});
