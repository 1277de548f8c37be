import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SERVICE_MANIFEST, SERVICE_NAMES, type ServiceName } from '@distill/contracts';
import { baseConfigSchema } from '@distill/platform';
import { isProxyAddress } from './proxies/trusted-proxies.js';

/** One URL variable per service of the manifest (IDENTITY_URL, CATALOG_URL, ...). */
const subgraphUrlVariables = Object.fromEntries(
  SERVICE_NAMES.map((name) => {
    const { gatewayUrlVariable, port } = SERVICE_MANIFEST[name];
    return [gatewayUrlVariable, z.url().default(`http://127.0.0.1:${port}/graphql`)];
  }),
) as Record<(typeof SERVICE_MANIFEST)[ServiceName]['gatewayUrlVariable'], z.ZodDefault<z.ZodURL>>;

const gatewayVariables = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface the public listener binds: loopback by default; 0.0.0.0 in a container. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The address users reach; links in e-mails and the same-origin check are built from it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  ...subgraphUrlVariables,
  /** How long a resolved viewer is reused; identity's events drop it earlier on a change. */
  VIEWER_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Upper bound on a cached public catalog read; catalog events drop cached reads at once, so
   * this only matters if an event were lost.
   */
  PUBLIC_READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How long a member's cached progress, favourites and stats are fresh; for as long again they
   * are sent while read afresh (caching/personal-read-cache.ts). Their own writes and catalog events drop them at
   * once; twice this bounds what no event reports (a new day for stats). 0 turns the cache off:
   * every member read goes to the subgraphs (measurement, or freshness).
   */
  PERSONAL_READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Lifetime of the session cookie; keep equal to identity's SESSION_IDLE_DAYS. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** More origins (comma-separated) whose browsers may call state-changing /api routes. */
  TRUSTED_ORIGINS: z.string().default(''),
  /** The built web client, served with a fallback to index.html for client-side routes. */
  WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../frontend/dist', import.meta.url))),
  /**
   * Worker threads that render the library's and the reader's first views at most (each holds
   * the web client's server build, about 40 MiB; one is kept, others exit after an idle minute).
   */
  WEB_RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * How many reverse proxies stand in front of the gateway (1 behind a Kubernetes ingress): the
   * client's address is the one the outermost of them saw (proxies/trusted-proxies.ts). 0 (the
   * default) trusts no X-Forwarded-For at all: the socket's address is the client's.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Or the proxies' own addresses (comma-separated IPs, CIDR ranges, or `loopback`,
   * `linklocal`, `uniquelocal`): every hop from one of them is trusted. One of the two, not both.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyAddress), {
      error: 'must list IP addresses or CIDR ranges (e.g. 10.0.0.0/8), comma-separated',
    }),
  /**
   * Retired: `true` believed the leftmost X-Forwarded-For entry, which any client writes, so
   * per-address limits could be escaped and pinned on someone else's address (issue 40).
   */
  TRUST_PROXY: z
    .literal('false', {
      error:
        'is no longer supported: it trusted any X-Forwarded-For a client sent. Set TRUST_PROXY_HOPS to the number of proxies in front of the gateway (1 behind an ingress), or TRUSTED_PROXIES to their addresses',
    })
    .optional(),
  /**
   * The Firebase Auth domain the web client signs in with (e.g. my-project.firebaseapp.com).
   * When set, the content security policy lets the Firebase SDK reach Google's identity
   * endpoints and open the Google sign-in popup.
   */
  FIREBASE_AUTH_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .optional(),
  /**
   * The Auth emulator (development and tests only): the gateway hands it, with
   * FIREBASE_PROJECT_ID, to a web client built without VITE_FIREBASE_* settings.
   */
  FIREBASE_AUTH_EMULATOR_URL: z.url().optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a Firebase project id')
    .optional(),
  /**
   * The Stripe double of `npm start`'s local payments mode (development only; production refuses
   * it): the gateway serves its stand-in Stripe.js and passes the card confirmations on to it,
   * and the web client loads that stand-in instead of js.stripe.com (local-payments/).
   */
  LOCAL_PAYMENTS_URL: z.url({ protocol: /^https?$/ }).optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(5000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
});

/** The variables, and the rules between them. */
export const gatewayConfigSchema = gatewayVariables.superRefine((config, context) => {
  if (config.TRUST_PROXY_HOPS > 0 && config.TRUSTED_PROXIES.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['TRUSTED_PROXIES'],
      message: 'and TRUST_PROXY_HOPS are both set: set one of them',
    });
  }
  if (config.NODE_ENV === 'production' && config.LOCAL_PAYMENTS_URL) {
    context.addIssue({
      code: 'custom',
      path: ['LOCAL_PAYMENTS_URL'],
      message: LOCAL_PAYMENTS_IN_PRODUCTION,
    });
  }
});

export const LOCAL_PAYMENTS_IN_PRODUCTION =
  "names the local payments mode's Stripe double, which is for development only: production takes real payments through Stripe (STRIPE_SECRET_KEY and the rest of billing's settings)";

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Subgraph name in the supergraph -> where the gateway reaches it (from the manifest). */
export function subgraphUrls(config: GatewayConfig): Record<ServiceName, string> {
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, config[SERVICE_MANIFEST[name].gatewayUrlVariable]]),
  ) as Record<ServiceName, string>;
}
