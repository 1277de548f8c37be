import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the gateway finds the prerendered pages and the route list (gateway/src/web). */
export const PRERENDERED_DIR = 'prerendered';
/**
 * The server build, inside PRERENDERED_DIR: src/prerender.tsx, which the gateway's render
 * threads load, and src/first-view-address.ts, the one rule the gateway's own thread needs
 * (which addresses have a first view), built apart so that thread never loads the whole client.
 */
const SERVER_DIR = 'server';
const SERVER_ENTRIES = {
  prerender: 'src/prerender.tsx',
  'first-view-address': 'src/first-view-address.ts',
};

type PrerenderModule = typeof import('./src/prerender');

/**
 * After the browser build, builds src/prerender.tsx for Node with the same configuration (every
 * dependency bundled in, so the gateway needs none of the web client's packages), renders each
 * page it names into the built index.html and writes them with a manifest:
 * `{ pages: { "/": "index.html", ... }, notFound, routes: ["/", "/summary/:id", ...],
 * firstViews: ["/library", ...], server: "server/prerender.js",
 * address: "server/first-view-address.js" }`; the gateway renders the first views per request
 * with that server build.
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
      const pagesDir = path.join(outDir, PRERENDERED_DIR);
      const serverDir = path.join(pagesDir, SERVER_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: true,
          rollupOptions: { input: SERVER_ENTRIES },
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const entry = pathToFileURL(path.join(serverDir, 'prerender.js')).href;
      const prerender = (await import(entry)) as PrerenderModule;
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const targets: Array<[string | null, string]> = [
        ...Object.entries(prerender.PRERENDERED_PAGES),
        [null, prerender.NOT_FOUND_PAGE],
      ];
      for (const [pagePath, file] of targets) {
        const page = await prerender.renderPage(pagePath);
        await writeFile(path.join(pagesDir, file), prerender.intoTemplate(template, page));
      }
      const manifest = {
        pages: prerender.PRERENDERED_PAGES,
        notFound: prerender.NOT_FOUND_PAGE,
        routes: prerender.routePatterns(),
        firstViews: prerender.FIRST_VIEW_ROUTES,
        server: `${SERVER_DIR}/prerender.js`,
        address: `${SERVER_DIR}/first-view-address.js`,
      };
      await writeFile(path.join(pagesDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    },
  };
}
