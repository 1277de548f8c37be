import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogKitOf, viewers } from '@distill/catalog/testing';
import { emulatorVerifiedSignUp } from '@distill/platform/testing';
import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  call,
  eventually,
  type GatewayStack,
  PUBLIC_URL,
  registerMember,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

/** A built web client as frontend/vite-prerender.ts lays it out: the shell and prerendered pages. */
const SHELL =
  '<!doctype html><html><head><title>Distill</title></head><body><div id="root"></div></body></html>';
/** Long enough to be worth compressing, as a real page is. */
const page = (text: string) =>
  `<!doctype html><html><head><title>${text}</title></head><body><div id="root"><h1>${text}</h1>${'<p>Distill</p>'.repeat(200)}</div></body></html>`;

let distDir: string;
let stack: GatewayStack;
let published: SummaryFixture;
let draft: SummaryFixture;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'distill-web-'));
  const pagesDir = path.join(distDir, 'prerendered');
  mkdirSync(pagesDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  writeFileSync(path.join(pagesDir, 'index.html'), page('Landing'));
  writeFileSync(path.join(pagesDir, 'about.html'), page('About'));
  writeFileSync(path.join(pagesDir, 'not-found.html'), page('404 Page Not Found'));
  writeFileSync(
    path.join(pagesDir, 'manifest.json'),
    JSON.stringify({
      pages: { '/': 'index.html', '/about': 'about.html' },
      notFound: 'not-found.html',
      routes: ['/', '/about', '/library', '/summary/:id'],
    }),
  );
  stack = await startGatewayStack({
    withCatalog: true,
    seedCatalog: false,
    gatewayEnv: { WEB_DIST_DIR: distDir },
  });
  published = await insertSummary(stack, { title: 'Published', isPublished: true });
  draft = await insertSummary(stack, { title: 'Draft', isPublished: false });
});
afterAll(async () => {
  await stack.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('pages', () => {
  it('sends a visitor the prerendered page, compressed and revalidated on each visit', async () => {
    const answer = await call(stack.url, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<h1>Landing</h1>');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('vary')).toMatch(/cookie/i);
    expect((await call(stack.url, 'GET', '/about')).text).toContain('<h1>About</h1>');
  });

  it('sends the app shell to a signed-in member, with their session, and for routes without a prerendered page', async () => {
    const { cookie, userId } = await registerMember(stack.url);
    const member = await call(stack.url, 'GET', '/', { cookie });
    expect(member.status).toBe(200);
    // The shell with the member's own /api/session answer, kept by no shared cache.
    const session = await call(stack.url, 'GET', '/api/session', { cookie });
    expect(member.text).toBe(
      SHELL.replace(
        '</body>',
        `<script type="application/json" id="distill-session">${session.text}</script></body>`,
      ),
    );
    expect(session.json<{ user: { id: string } }>().user.id).toBe(userId);
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    // A cookie that names no session gets the plain shell.
    const stale = await call(stack.url, 'GET', '/', { cookie: 'distill_session=no-such-session' });
    expect([stale.status, stale.text]).toEqual([200, SHELL]);
    for (const route of ['/library', `/summary/${published.id}`]) {
      const answer = await call(stack.url, 'GET', route);
      expect([answer.status, answer.text]).toEqual([200, SHELL]);
    }
  });

  it('answers a path no route knows with the not-found page and status 404', async () => {
    const visitor = await call(stack.url, 'GET', '/no/such/page');
    expect(visitor.status).toBe(404);
    expect(visitor.text).toContain('<h1>404 Page Not Found</h1>');
    const { cookie } = await registerMember(stack.url);
    const member = await call(stack.url, 'GET', '/no/such/page', { cookie });
    expect(member.status).toBe(404);
    expect(member.text).toContain('id="distill-session"');
    expect((await call(stack.url, 'GET', '/library')).status).toBe(200);
  });

  it('answers a reader page whose id cannot name a summary with status 404', async () => {
    const { cookie } = await registerMember(stack.url);
    for (const id of ['not-a-summary', "1'%20OR%201=1"]) {
      const visitor = await call(stack.url, 'GET', `/summary/${id}`);
      expect([visitor.status, visitor.text]).toEqual([404, SHELL]);
      expect((await call(stack.url, 'GET', `/summary/${id}`, { cookie })).status).toBe(404);
    }
    expect((await call(stack.url, 'GET', `/summary/${published.id}`)).status).toBe(200);
  });
});

/**
 * A stand-in for the web client's server build (frontend/src/prerender.tsx): the reader's first
 * view asks the gateway who the viewer is, as the real one asks for their favourite and progress,
 * and says its page may be kept.
 */
const MISSING_SUMMARY_ID = '00000000-0000-4000-8000-000000000000';
const VIEWER_PAGE_BUILD = `
const MISSING_SUMMARY_ID = '${MISSING_SUMMARY_ID}';
export function firstViewAddress(path) {
  return path.startsWith('/summary/') ? path : null;
}
export function renderFirstViewTask(task) {
  return new Promise((resolve) => {
    task.port.once('message', (answer) =>
      resolve({
        html: task.template.replace(
          '</body>',
          '<p id="rendered-for">' + JSON.stringify(answer.result.data) + '</p></body>',
        ),
        // The real build finds the summary in the catalog's answer; this one knows one id it lacks.
        found: !task.path.endsWith(MISSING_SUMMARY_ID),
        keep: !task.member && !task.path.endsWith(MISSING_SUMMARY_ID),
      }),
    );
    task.port.postMessage({
      id: 1,
      operation: { query: '{ viewer { id } }', variables: {}, operationName: null },
    });
  });
}
`;

describe("the reader's first view, rendered per request", () => {
  let pagesUrl: string;
  let firstViewDir: string;

  /** A Firebase member with Premium, as a script calling with `Authorization: Bearer` is. */
  async function premiumBearer(): Promise<{ authorization: string; id: string }> {
    const account = await emulatorVerifiedSignUp(uniqueEmail('bearer'), 'emulator-pass-1');
    const authorization = `Bearer ${account.idToken}`;
    const user = await call(stack.url, 'GET', '/api/firebase/user', { headers: { authorization } });
    const { id } = user.json<{ id: string }>();
    await stack.changeMemberAccess(id, {
      subscriptionStatus: 'active',
      subscriptionType: 'monthly',
    });
    // The gateway drops its cached viewer on identity's event.
    await eventually(async () => {
      const current = await call(pagesUrl, 'GET', '/api/auth/user', { headers: { authorization } });
      return current.json<{ subscriptionStatus: string }>().subscriptionStatus === 'active'
        ? true
        : undefined;
    });
    return { authorization, id };
  }

  const renderedFor = (html: string) => /<p id="rendered-for">(.*?)<\/p>/.exec(html)?.[1];

  beforeAll(async () => {
    firstViewDir = mkdtempSync(path.join(tmpdir(), 'distill-first-view-'));
    const pagesDir = path.join(firstViewDir, 'prerendered');
    mkdirSync(pagesDir, { recursive: true });
    writeFileSync(path.join(firstViewDir, 'index.html'), SHELL);
    writeFileSync(path.join(pagesDir, 'not-found.html'), page('404 Page Not Found'));
    writeFileSync(path.join(pagesDir, 'viewer-page-build.mjs'), VIEWER_PAGE_BUILD);
    writeFileSync(
      path.join(pagesDir, 'manifest.json'),
      JSON.stringify({
        pages: {},
        notFound: 'not-found.html',
        routes: ['/summary/:id'],
        firstViews: ['/summary/:id'],
        server: 'viewer-page-build.mjs',
        address: 'viewer-page-build.mjs',
      }),
    );
    ({ url: pagesUrl } = await stack.startReplica({ WEB_DIST_DIR: firstViewDir }));
  });
  afterAll(() => rmSync(firstViewDir, { recursive: true, force: true }));

  it("answers a summary the web client's render did not find with status 404, visitor or member", async () => {
    const address = `/summary/${MISSING_SUMMARY_ID}`;
    const visitor = await call(pagesUrl, 'GET', address);
    expect(visitor.status).toBe(404);
    expect(renderedFor(visitor.text)).toBe(JSON.stringify({ viewer: null }));
    // Never kept: a second visit renders again and is still a 404.
    expect((await call(pagesUrl, 'GET', address)).status).toBe(404);
    const { authorization } = await premiumBearer();
    const member = await call(pagesUrl, 'GET', address, { headers: { authorization } });
    expect(member.status).toBe(404);
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    expect((await call(pagesUrl, 'GET', `/summary/${published.id}`)).status).toBe(200);
  });

  it("renders a bearer's page for them alone: another member's bearer never gets it", async () => {
    const [memberA, memberB] = [await premiumBearer(), await premiumBearer()];
    const address = `/summary/${published.id}`;
    const pageOf = (authorization?: string) =>
      call(pagesUrl, 'GET', address, { headers: authorization ? { authorization } : {} });

    const forA = await pageOf(memberA.authorization);
    expect(forA.status).toBe(200);
    expect(renderedFor(forA.text)).toBe(JSON.stringify({ viewer: { id: memberA.id } }));
    expect(forA.headers.get('cache-control')).toBe('private, no-cache');
    expect(forA.headers.get('vary')).toMatch(/authorization/i);

    const forB = await pageOf(memberB.authorization);
    expect(renderedFor(forB.text)).toBe(JSON.stringify({ viewer: { id: memberB.id } }));
    expect(forB.headers.get('etag')).not.toBe(forA.headers.get('etag'));
    // B naming A's page by its ETag still gets B's own page.
    const revalidated = await call(pagesUrl, 'GET', address, {
      headers: { authorization: memberB.authorization, 'if-none-match': forA.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(200);
    expect(renderedFor(revalidated.text)).toBe(JSON.stringify({ viewer: { id: memberB.id } }));

    // And a visitor gets the visitor's page.
    const forVisitor = await pageOf();
    expect(renderedFor(forVisitor.text)).toBe(JSON.stringify({ viewer: null }));
    expect(forVisitor.headers.get('cache-control')).toBe('public, no-cache');
  });
});

describe('who am I', () => {
  it('GET /api/session: the user with the cookie, null for a visitor, both 200', async () => {
    const visitor = await call(stack.url, 'GET', '/api/session');
    expect(visitor.status).toBe(200);
    expect(visitor.json()).toEqual({ user: null });

    const { cookie, userId } = await registerMember(stack.url);
    const member = await call(stack.url, 'GET', '/api/session', { cookie });
    expect(member.status).toBe(200);
    expect(member.json<{ user: { id: string } }>().user.id).toBe(userId);
    // The documented route keeps its 401 for a visitor (spec section 7).
    expect((await call(stack.url, 'GET', '/api/auth/user')).status).toBe(401);
  });
});

describe('crawlers', () => {
  it('robots.txt keeps crawlers out of the member and admin screens and names the sitemap', async () => {
    const answer = await call(stack.url, 'GET', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = answer.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /dashboard',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('sitemap.xml lists the public pages and every published summary, and follows the catalog on every replica', async () => {
    // Replicas share the event queue: one consumes each event, and every one must drop its sitemap.
    const replica = await stack.startReplica();
    const locations = async (url = stack.url) => {
      const answer = await call(url, 'GET', '/sitemap.xml');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
      return [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    };
    const first = await locations();
    expect(first).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/about`,
      `${PUBLIC_URL}/library`,
      `${PUBLIC_URL}/summary/${published.id}`,
    ]);
    expect(await locations(replica.url)).toEqual(first);

    // Published by the catalog itself: its event drops the cached sitemap at every replica.
    await catalogKitOf(stack.catalogApp!).summaryEditor.setPublished(viewers.admin, draft.id, true);
    for (const url of [stack.url, replica.url]) {
      const next = await eventually(async () => {
        const found = await locations(url);
        return found.includes(`${PUBLIC_URL}/summary/${draft.id}`) ? found : undefined;
      });
      expect(next).toHaveLength(5);
    }
  });
});
