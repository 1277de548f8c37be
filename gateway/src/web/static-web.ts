import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Distill</title></head>
<body><main><h1>Distill</h1><p>The web client has not been built. Run <code>npm start</code> from the repository root.</p></main></body></html>`;

export interface StaticWeb {
  router: Router;
  /** CSP hashes of the inline scripts in index.html (the theme is applied before first paint). */
  inlineScriptHashes: string[];
}

/** The built web client: hashed assets cached for a year, every other path gets index.html. */
export function staticWeb(distDir: string): StaticWeb {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^\/(?!api\/|graphql).*/, (_req, res) => void res.type('html').send(PLACEHOLDER));
    return { router, inlineScriptHashes: [] };
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/|graphql).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
  return { router, inlineScriptHashes: inlineScriptHashesOf(indexHtml) };
}

function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
