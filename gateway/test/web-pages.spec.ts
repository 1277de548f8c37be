import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogKitOf, viewers } from '@distill/catalog/testing';
import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  call,
  eventually,
  type GatewayStack,
  PUBLIC_URL,
  registerMember,
  startGatewayStack,
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

  it('answers a path no route knows with the not-found page, kept out of search indexes', async () => {
    const visitor = await call(stack.url, 'GET', '/no/such/page');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('x-robots-tag')).toBe('noindex');
    expect(visitor.text).toContain('<h1>404 Page Not Found</h1>');
    const { cookie } = await registerMember(stack.url);
    const member = await call(stack.url, 'GET', '/no/such/page', { cookie });
    expect(member.status).toBe(200);
    expect(member.text).toContain('id="distill-session"');
    expect(member.headers.get('x-robots-tag')).toBe('noindex');
    const known = await call(stack.url, 'GET', '/library');
    expect(known.headers.get('x-robots-tag')).toBeNull();
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

  it('sitemap.xml lists the public pages and every published summary, and follows the catalog', async () => {
    const locations = async () => {
      const answer = await call(stack.url, 'GET', '/sitemap.xml');
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

    // Published by the catalog itself: its event drops the cached sitemap.
    await catalogKitOf(stack.catalogApp!).summaryEditor.setPublished(viewers.admin, draft.id, true);
    const next = await eventually(async () => {
      const found = await locations();
      return found.includes(`${PUBLIC_URL}/summary/${draft.id}`) ? found : undefined;
    });
    expect(next).toHaveLength(5);
  });
});
