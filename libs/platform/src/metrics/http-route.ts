import type { Request } from 'express';

/**
 * The matched route pattern of a finished request (`/api/summaries/:id`, never
 * `/api/summaries/42`): one metric series and one span name per route, not per URL. Routing
 * ignores case, and `baseUrl` is the mount path as the client spelled it (`/API`): the mount
 * paths are lower-case literals, so lower-casing it gives the pattern back. GraphQL is mounted as
 * middleware, without a route object; anything else unmatched is `other`.
 */
export function routeOf(req: Request): string {
  const path = req.route?.path;
  // Nest mounts GraphQL at `/graphql{/*splat}` (Express 5's optional wildcard): drop the tail.
  if (typeof path === 'string') {
    // A middleware mounted at a path (the viewer context at `/graphql`) can leave `baseUrl` set
    // when the route itself was registered from the root with its full path: don't prefix twice.
    const base = req.baseUrl.toLowerCase();
    const registeredWithBase =
      base !== '' &&
      path.toLowerCase().startsWith(base) &&
      /^([/{]|$)/.test(path.slice(base.length));
    const pattern = registeredWithBase ? path : `${base}${path}`;
    return pattern.replace(/\{\/\*\w+\}$/, '');
  }
  if (req.originalUrl === '/graphql' || req.originalUrl.startsWith('/graphql?')) return '/graphql';
  return 'other';
}
