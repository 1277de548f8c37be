import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isUuid } from '@distill/contracts';
import { z } from 'zod';
import type { GatewayConfig } from '../config.js';
import { sessionTokenOf } from '../identity/session-cookie.js';
import { firstViewRenderer, type FirstViewOptions } from './first-views.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Distill</title></head>
<body><main><h1>Distill</h1><p>The web client has not been built. Run <code>npm start</code> from the repository root.</p></main></body></html>`;

export interface StaticWeb {
  router: Router;
  /** CSP hashes of the inline scripts in index.html (the theme is applied before first paint). */
  inlineScriptHashes: string[];
  /** The paths of the pages prerendered for visitors ('/', legal pages). */
  prerenderedPaths: string[];
  /** Stops the first views' render threads. */
  close(): Promise<void>;
}

/**
 * The web client's build writes `.br` and `.gz` siblings of every compressible file (see
 * frontend/vite.config.ts): serving those costs no CPU per request, unlike compressing on the fly.
 */
function precompressed(
  dir: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic'],
) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic,
  });
}

/** What the web client's build prerendered (frontend/vite-prerender.ts). */
const PrerenderManifest = z.object({
  /** Path -> file of a page every visitor sees alike. */
  pages: z.record(z.string(), z.string()),
  notFound: z.string(),
  /** Every route of the web client, as Express-compatible patterns ('/summary/:id'). */
  routes: z.array(z.string()),
  /**
   * The routes whose first view the gateway renders per request, the build that renders them
   * and the module that names each request's address.
   */
  firstViews: z.array(z.string()).default([]),
  server: z.string().optional(),
  address: z.string().optional(),
});

const PRERENDERED_DIR = 'prerendered';
/** The web client's reader route, as its manifest lists it (frontend/src/first-view-address.ts). */
const READER_ROUTE = '/summary/:id';

/**
 * The built web client: hashed assets are immutable for a year, other files an hour. Pages are
 * HTML revalidated on each visit so a deploy is seen at once: a visitor (no credential) gets
 * the prerendered page where there is one, or the library's or the reader's first view rendered
 * for it (first-views.ts), anyone else the app shell (index.html) that renders in the browser,
 * a member's with their session inlined (`sessionUser`, sent privately). A path no route knows,
 * and a reader page for a summary that does not exist, answer status 404 (issue 42): a crawler or
 * a link checker must not take a missing page for a page, whatever the app renders in it.
 */
export function staticWeb(
  distDir: string,
  clientSettings?: ClientSettings,
  firstViews?: FirstViewOptions,
  sessionUser?: SessionUserOf,
): StaticWeb {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^\/(?!api\/|graphql).*/, (_req, res) => void res.type('html').send(PLACEHOLDER));
    return { router, inlineScriptHashes: [], prerenderedPaths: [], close: async () => {} };
  }
  const indexHtml = withClientSettings(readFileSync(indexFile, 'utf8'), clientSettings);
  router.use(
    '/assets',
    precompressed(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );
  const files = precompressed(distDir, { index: false, maxAge: '1h' });
  // The build's prerendered pages and its server bundle go out as pages, never as files.
  router.use((req, res, next) =>
    req.path.startsWith(`/${PRERENDERED_DIR}/`) ? next() : files(req, res, next),
  );
  // Every page carries the client settings: a visitor's prerendered page goes on to /auth too.
  const pages = prerenderedPages(distDir, (html) => withClientSettings(html, clientSettings));
  /** The member the session cookie names, or null for a session no longer valid. */
  const memberOf = async (req: Request, res: Response) =>
    sessionUser ? await sessionUser(req, res).catch(() => null) : null;
  const firstView =
    pages?.server && pages.address && firstViews
      ? firstViewRenderer(
          {
            render: path.join(distDir, PRERENDERED_DIR, pages.server),
            address: path.join(distDir, PRERENDERED_DIR, pages.address),
          },
          indexHtml,
          firstViews,
        )
      : null;
  /**
   * A page: a visitor (no credential) gets `prerendered` or the first view, a member (session
   * cookie or bearer token) their first view or the app shell, with their session inlined; a
   * credential naming no one the plain shell.
   */
  const sendPage =
    (prerendered: string | undefined, { notFound = false, rendered = false } = {}) =>
    async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-cache');
      if (notFound || namesNoSummary(req)) res.status(404);
      // The credentials decide between the visitor's page and the member's.
      res.vary('Cookie, Authorization');
      if (!carriesCredential(req)) {
        const page = () => void res.type('html').send(prerendered ?? indexHtml);
        return rendered && firstView ? firstView.sendToVisitor(req, res, page) : page();
      }
      const user = await memberOf(req, res);
      if (!user) return void res.type('html').send(indexHtml);
      const page = rendered && firstView ? await firstView.renderForMember(req, user) : null;
      if (page?.found === false) res.status(404);
      // The member's own page: no shared cache may keep it.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.type('html').send(withSession(page?.html ?? indexHtml, user));
    };
  if (pages) {
    for (const route of pages.firstViews)
      router.get(route, sendPage(undefined, { rendered: true }));
    for (const route of pages.routes) router.get(route, sendPage(pages.byPath.get(route)));
    router.get(/^\/(?!api\/|graphql).*/, sendPage(pages.notFound, { notFound: true }));
  } else {
    router.get(/^\/(?!api\/|graphql).*/, sendPage(undefined));
  }
  return {
    router,
    inlineScriptHashes: inlineScriptHashesOf(indexHtml),
    prerenderedPaths: pages ? [...pages.byPath.keys()] : [],
    close: async () => {
      await firstView?.close();
    },
  };
}

/**
 * Whether the request is for a reader page whose id cannot name a summary (ids are uuids): the
 * page says 'Summary not found' without asking, so it answers 404 like an unknown uuid's.
 */
function namesNoSummary(req: Request): boolean {
  const id = (req.params as Record<string, string | undefined>).id;
  return req.route?.path === READER_ROUTE && id !== undefined && !isUuid(id);
}

/**
 * Whether the request names someone: a session cookie or an `Authorization` header (a Firebase
 * ID token). Only a request with neither is a visitor's: a visitor's first view is rendered with
 * the request's viewer and kept for every visitor, so a bearer's favourites and progress would
 * otherwise reach other readers (issue 40).
 */
function carriesCredential(req: Request): boolean {
  return sessionTokenOf(req) !== null || req.headers.authorization !== undefined;
}

/**
 * The signed-in user as `GET /api/session` answers it, for the cookie's session; null for none
 * (or when it cannot be told: the page then checks for itself).
 */
export type SessionUserOf = (req: Request, res: Response) => Promise<unknown>;

/** The web client's element for the inlined session (frontend/src/lib/first-view-data.ts). */
const SESSION_DATA_ID = 'distill-session';

/**
 * A member's page (the shell or their first view) with their `/api/session` answer inlined as a
 * JSON data block (never run as script), so the page starts signed in and asks for its data at
 * once instead of after a session round trip.
 */
function withSession(page: string, user: unknown): string {
  const answer = scriptSafeJson({ user });
  return page.replace(
    '</body>',
    () => `<script type="application/json" id="${SESSION_DATA_ID}">${answer}</script></body>`,
  );
}

interface PrerenderedPages {
  routes: string[];
  firstViews: string[];
  server: string | undefined;
  address: string | undefined;
  byPath: Map<string, string>;
  notFound: string;
}

/** The prerendered pages in memory; none when the build made none (a plain `vite build`). */
function prerenderedPages(
  distDir: string,
  prepare: (html: string) => string,
): PrerenderedPages | null {
  const dir = path.join(distDir, PRERENDERED_DIR);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = PrerenderManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const read = (file: string) => prepare(readFileSync(path.join(dir, file), 'utf8'));
  return {
    routes: manifest.routes,
    firstViews: manifest.firstViews,
    server: manifest.server,
    address: manifest.address,
    byPath: new Map(Object.entries(manifest.pages).map(([page, file]) => [page, read(file)])),
    notFound: read(manifest.notFound),
  };
}

/**
 * What the web client reads at start from its page: the identity provider's settings, and the
 * stand-in Stripe.js to load in the local payments mode (`npm start` without Stripe settings).
 */
export interface ClientSettings {
  firebase?: ClientFirebaseSettings;
  localPayments?: { stripeJs: string };
}

/** The identity-provider settings the web client reads at start (see firebase-client-config.ts). */
export interface ClientFirebaseSettings {
  apiKey: string;
  projectId: string;
  authDomain: string;
  emulatorUrl: string | null;
}

/**
 * The gateway's Firebase Auth emulator settings, handed to the client in index.html, so one
 * build of the web client serves every emulator port (`npm start` picks a free one each run).
 * A build configured with VITE_FIREBASE_* keeps its own settings.
 */
export function emulatorClientSettings(config: GatewayConfig): ClientFirebaseSettings | undefined {
  if (config.NODE_ENV === 'production' || !config.FIREBASE_AUTH_EMULATOR_URL) return undefined;
  if (!config.FIREBASE_PROJECT_ID) return undefined;
  return {
    // The emulator accepts any key.
    apiKey: 'demo-api-key',
    projectId: config.FIREBASE_PROJECT_ID,
    authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    emulatorUrl: config.FIREBASE_AUTH_EMULATOR_URL,
  };
}

function withClientSettings(html: string, settings: ClientSettings | undefined): string {
  const scripts = [
    ...(settings?.firebase ? [`window.distillFirebase=${scriptSafeJson(settings.firebase)};`] : []),
    ...(settings?.localPayments
      ? [`window.distillLocalPayments=${scriptSafeJson(settings.localPayments)};`]
      : []),
  ];
  if (!scripts.length) return html;
  return html.replace(
    '</head>',
    () => `${scripts.map((script) => `<script>${script}</script>`).join('')}</head>`,
  );
}

/** JSON to put inside a script element: `<` is escaped so no value can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
