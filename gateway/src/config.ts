import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SERVICE_MANIFEST, SERVICE_NAMES, type ServiceName } from '@distill/contracts';
import { baseConfigSchema } from '@distill/platform';

/** One URL variable per service of the manifest (IDENTITY_URL, CATALOG_URL, ...). */
const subgraphUrlVariables = Object.fromEntries(
  SERVICE_NAMES.map((name) => {
    const { gatewayUrlVariable, port } = SERVICE_MANIFEST[name];
    return [gatewayUrlVariable, z.url().default(`http://127.0.0.1:${port}/graphql`)];
  }),
) as Record<(typeof SERVICE_MANIFEST)[ServiceName]['gatewayUrlVariable'], z.ZodDefault<z.ZodURL>>;

export const gatewayConfigSchema = baseConfigSchema.extend({
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
   * are sent while read afresh (personal-reads/). Their own writes and catalog events drop them at
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
  /** Trust X-Forwarded-* from a reverse proxy in front of the gateway (e.g. an ingress). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
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
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(5000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Subgraph name in the supergraph -> where the gateway reaches it (from the manifest). */
export function subgraphUrls(config: GatewayConfig): Record<ServiceName, string> {
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, config[SERVICE_MANIFEST[name].gatewayUrlVariable]]),
  ) as Record<ServiceName, string>;
}
