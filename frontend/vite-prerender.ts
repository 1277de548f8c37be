import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the gateway finds the prerendered pages and the route list (gateway/src/web). */
export const PRERENDERED_DIR = 'prerendered';
const ROOT_ELEMENT = '<div id="root"></div>';

type PrerenderModule = typeof import('./src/prerender');

/**
 * After the browser build, builds src/prerender.tsx for Node with the same configuration,
 * renders each page it names into the built index.html and writes them with a manifest:
 * `{ pages: { "/": "index.html", ... }, notFound, routes: ["/", "/summary/:id", ...] }`.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'distill-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the Node build's imports resolve from its node_modules.
      const serverDir = path.join(config.root, 'node_modules/.distill-prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      try {
        const entry = pathToFileURL(path.join(serverDir, 'prerender.js')).href;
        const prerender = (await import(entry)) as PrerenderModule;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const pagesDir = path.join(outDir, PRERENDERED_DIR);
        await mkdir(pagesDir, { recursive: true });
        const targets: Array<[string | null, string]> = [
          ...Object.entries(prerender.PRERENDERED_PAGES),
          [null, prerender.NOT_FOUND_PAGE],
        ];
        for (const [pagePath, file] of targets) {
          const page = await prerender.renderPage(pagePath);
          await writeFile(path.join(pagesDir, file), intoTemplate(template, page));
        }
        const manifest = {
          pages: prerender.PRERENDERED_PAGES,
          notFound: prerender.NOT_FOUND_PAGE,
          routes: prerender.routePatterns(),
        };
        await writeFile(path.join(pagesDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

function intoTemplate(template: string, page: { html: string; title: string | null }): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  // The gateway's content security policy allows index.html's inline scripts only.
  if (/<script/i.test(page.html)) throw new Error('a prerendered page has an inline script');
  const withBody = template.replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>`);
  return page.title
    ? withBody.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    : withBody;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
