import type { Express } from 'express';
import { descriptionOf, type RouteDescription } from './route-description.js';

export interface RestRoute {
  method: string;
  /** Express path with `:param` placeholders, e.g. `/api/summaries/:id`. */
  path: string;
  /** What the route says about itself; undefined for a route registered without one. */
  description?: RouteDescription;
}

interface RouterLayer {
  rawPath?: string | string[];
  route?: {
    path: string | string[];
    methods: Record<string, boolean>;
    stack: Array<{ method?: string; handle: unknown }>;
  };
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
          if (!enabled || method === '_all') continue;
          const description = layer.route.stack
            .filter((handler) => handler.method === undefined || handler.method === method)
            .map((handler) => descriptionOf(handler.handle))
            .find((found) => found !== undefined);
          routes.push({ method: method.toUpperCase(), path: prefix + path, description });
        }
      }
    } else if (layer.handle.stack) {
      for (const mount of mountPaths(layer.rawPath))
        collect(layer.handle.stack, prefix + mount, routes);
    }
  }
}

/**
 * The REST facade's route table: every route the gateway serves under /api, read from its
 * Express routers (the first registration of a method and path wins, as in Express), each with
 * the description its handler carries. Routes added by any feature are in it without a
 * hand-kept list; one added without a description shows up here without one.
 */
export function restRoutesOf(app: Express): RestRoute[] {
  const routes: RestRoute[] = [];
  collect((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '', routes);
  const unique = new Map<string, RestRoute>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (!unique.has(key)) unique.set(key, route);
  }
  return [...unique.values()].filter((route) => route.path.startsWith('/api/'));
}
