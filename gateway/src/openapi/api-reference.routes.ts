import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import type { Logger } from 'pino';
import { openApiDocumentOf } from './openapi-document.js';
import { described } from './route-description.js';
import type { RestRoute } from './route-table.js';

/** The viewer's files, served from its npm package (the machine may be offline: no CDN). */
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
};
/** The viewer's version names its files; a day's caching spares the 1.5 MB on each visit. */
const ASSET_CACHE_CONTROL = 'public, max-age=86400';

const GATEWAY_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The reference page: Swagger UI reading /api/openapi.json. Its script is a file of its own
 * (below), so the page needs nothing the site's content security policy does not already allow.
 * Paths are relative, so the page works behind any prefix the gateway is served under.
 */
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Distill REST API reference</title>
<link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="docs/assets/swagger-ui-bundle.js"></script>
<script src="docs/reference.js"></script>
</body>
</html>
`;

const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  validatorUrl: null,
});
`;

export interface ApiReferenceOptions {
  /** The route table as served, read when the document is first asked for (all mounted). */
  routes: () => RestRoute[];
  supergraphSdl: string;
  publicUrl: string;
  logger: Logger;
}

/**
 * `GET /api/openapi.json`, the REST facade's OpenAPI 3.1 document generated from its route
 * table, and `GET /api/docs`, the same rendered for people. The document is built once, on the
 * first request, when every router is mounted.
 */
export function apiReferenceRoutes({
  routes,
  supergraphSdl,
  publicUrl,
  logger,
}: ApiReferenceOptions): Router {
  const router = Router();
  let json: string | undefined;
  const documentJson = () => {
    if (json === undefined) {
      const { document, undescribed } = openApiDocumentOf(routes(), supergraphSdl, {
        version: GATEWAY_VERSION,
        serverUrl: publicUrl,
      });
      if (undescribed.length > 0) {
        logger.warn(
          { undescribed },
          'REST routes without a description are missing from the API reference',
        );
      }
      json = JSON.stringify(document);
    }
    return json;
  };

  router.get(
    '/openapi.json',
    described(
      {
        summary: 'This API described: its OpenAPI 3.1 document',
        answer: { type: 'object', description: 'An OpenAPI 3.1 document' },
      },
      (_req, res) => void res.type('application/json').send(documentJson()),
    ),
  );

  router.get(
    '/docs',
    described(
      {
        summary: 'This API described for people: the reference page',
        answer: null,
        answerMedia: 'text/html',
      },
      (_req, res) => void res.type('html').send(REFERENCE_PAGE),
    ),
  );

  router.get(
    '/docs/reference.js',
    described(
      { summary: "The reference page's script", answer: null, answerMedia: 'text/javascript' },
      (_req, res) => void res.type('text/javascript').send(REFERENCE_SCRIPT),
    ),
  );

  router.get(
    '/docs/assets/:file',
    described(
      {
        summary: "The reference viewer's files (Swagger UI)",
        description: `\`file\` is one of ${Object.keys(ASSETS).join(', ')}.`,
        answer: null,
        answerMedia: 'application/octet-stream',
      },
      (req, res, next) => {
        const file = req.params.file as string;
        const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
        if (!type) return void res.status(404).type('text/plain').send('Not found');
        res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
        res.type(type).sendFile(join(SWAGGER_UI, file), (error) => error && next(error));
      },
    ),
  );

  return router;
}
