import type { Express } from 'express';

export interface RestRoute {
  method: string;
  /** Express path with `:param` placeholders, e.g. `/api/summaries/:id`. */
  path: string;
}

interface RouterLayer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

const mountPaths = (raw: RouterLayer['rawPath']): string[] =>
  raw === undefined || raw === '/' ? [''] : Array.isArray(raw) ? raw : [raw];

function collect(stack: RouterLayer[], prefix: string, routes: RestRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          if (enabled && method !== '_all') {
            routes.push({ method: method.toUpperCase(), path: prefix + path });
          }
        }
      }
    } else if (layer.handle.stack) {
      for (const mount of mountPaths(layer.rawPath))
        collect(layer.handle.stack, prefix + mount, routes);
    }
  }
}

/**
 * Every REST route the gateway serves under /api, read from its Express routers, so routes
 * added by any feature are covered without a hand-kept list.
 */
export function restRoutesOf(app: Express): RestRoute[] {
  const routes: RestRoute[] = [];
  collect((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '', routes);
  const unique = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));
  return [...unique.values()].filter((route) => route.path.startsWith('/api/'));
}
