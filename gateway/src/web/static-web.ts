import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { GatewayConfig } from '../config.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Distill</title></head>
<body><main><h1>Distill</h1><p>The web client has not been built. Run <code>npm start</code> from the repository root.</p></main></body></html>`;

export interface StaticWeb {
  router: Router;
  /** CSP hashes of the inline scripts in index.html (the theme is applied before first paint). */
  inlineScriptHashes: string[];
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

/**
 * The built web client: hashed assets are immutable for a year, other files an hour, and every
 * other path gets index.html, revalidated on each visit so a deploy is seen at once.
 */
export function staticWeb(distDir: string, clientSettings?: ClientFirebaseSettings): StaticWeb {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^\/(?!api\/|graphql).*/, (_req, res) => void res.type('html').send(PLACEHOLDER));
    return { router, inlineScriptHashes: [] };
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
  router.use(precompressed(distDir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/|graphql).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
  return { router, inlineScriptHashes: inlineScriptHashesOf(indexHtml) };
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

function withClientSettings(html: string, settings: ClientFirebaseSettings | undefined): string {
  if (!settings) return html;
  // JSON inside a script: `<` is escaped so no value can close the element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script>window.distillFirebase=${json};</script></head>`);
}

function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
