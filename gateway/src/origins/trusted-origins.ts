import type { GatewayConfig } from '../config.js';

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';

/** The loopback names a browser may use for this machine: the product announces the first. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Vite's development server, which proxies the API to the gateway. */
const VITE_DEV_PORT = 5173;

/**
 * Origins allowed on state-changing routes: PUBLIC_URL's and TRUSTED_ORIGINS; in development
 * also every loopback address of the gateway's own port and Vite's (the product announces
 * `http://localhost:PORT` and listens on all of them, so a page opened at `127.0.0.1` is ours).
 */
export function trustedOriginsOf(
  config: Pick<GatewayConfig, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'NODE_ENV' | 'PORT'>,
): ReadonlySet<string> {
  const origins = new Set([new URL(config.PUBLIC_URL).origin]);
  for (const origin of config.TRUSTED_ORIGINS.split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    origins.add(new URL(origin).origin);
  }
  if (config.NODE_ENV !== 'production') {
    for (const host of LOOPBACK_HOSTS) {
      for (const port of [config.PORT, VITE_DEV_PORT]) origins.add(`http://${host}:${port}`);
    }
  }
  return origins;
}

/**
 * Whether a browser sent the request from a page that is not the product's: an `Origin` other
 * than the trusted ones (`trustedOriginsOf`), or `Sec-Fetch-Site: cross-site`. A request without
 * `Origin` is not: browsers always send it on cross-origin POSTs, so its absence means a
 * non-browser client (curl, scripts, server-to-server), which CSRF cannot abuse.
 */
export function isCrossOrigin(
  header: (name: string) => string | null | undefined,
  trustedOrigins: ReadonlySet<string>,
): boolean {
  const origin = header('origin');
  return (
    (origin !== undefined && origin !== null && !trustedOrigins.has(origin)) ||
    header('sec-fetch-site') === 'cross-site'
  );
}
