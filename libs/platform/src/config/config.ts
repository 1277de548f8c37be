import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SERVICE_MANIFEST, type ServiceName } from '@distill/contracts';
import { runtimeConfigShape } from '../runtime/runtime-mode.js';

export type { ServiceName };

/**
 * Without INTERNAL_SECRET outside production, each process signs and verifies with a secret of
 * its own: a gateway and subgraphs in one process (tests) agree, separate processes do not (so
 * they fail closed). `npm start` generates one secret per run and hands it to every process.
 * There is no default anyone could read in the source.
 */
const PROCESS_INTERNAL_SECRET = randomBytes(32).toString('base64url');

/** Loopback: nothing outside this machine reaches a development process unless HOST says so. */
export const LOOPBACK_HOST = '127.0.0.1';

/** A `true`/`false` variable (anything else is a configuration error). */
export function booleanVariable(fallback: boolean) {
  return z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');
}

/** Variables every service reads. Each service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  INTERNAL_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(PROCESS_INTERNAL_SECRET),
  /** The interface the process listens on; containers set 0.0.0.0 explicitly. */
  HOST: z.string().min(1).default(LOOPBACK_HOST),
  /** Redis key prefix of the event queues, so several deployments can share one Redis. */
  EVENTS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('distill'),
  ...runtimeConfigShape,
  /** Connections per database pool; the embedded PGlite databases serve one at a time (1). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The relay's fallback: it wakes on every commit (LISTEN/NOTIFY) and polls in case one is missed. */
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /** Sent outbox rows are kept this long (for inspection), then pruned. */
  OUTBOX_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /**
   * During a rotation: the secret being replaced. Signatures made with it are still accepted;
   * new ones use INTERNAL_SECRET. Unset once every process runs with the new secret.
   */
  INTERNAL_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Prometheus `/metrics` on this port (internal network only); unset serves no metrics. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Migrate the database at start. Production runs `node dist/main.js migrate` once (a Job or
   * a one-shot container) and sets this to false, so replicas never race on a migration.
   */
  RUN_MIGRATIONS: booleanVariable(true),
  /**
   * On SIGTERM readiness reports "not ready" at once; the process keeps serving this long so
   * load balancers stop sending new requests before it stops listening.
   */
  SHUTDOWN_READINESS_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Bound on finishing in-flight requests and jobs after that; then the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
  /**
   * How long an idle kept-alive connection stays open. Above the 60 s that proxies in front
   * (ingress-nginx, cloud load balancers) keep theirs, so they close first: Node's default, 5 s,
   * has a proxy or client reuse a connection the server is closing, which resets its request.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
  /** OTLP/HTTP collector (e.g. http://otel-collector:4318); unset exports no traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigurationError extends Error {}

/**
 * Parses the environment once at start-up. The message names the first bad variable so an
 * operator can fix it without reading code.
 */
export function parseConfig<S extends z.ZodType<BaseConfig>>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = issue.path.join('.') || '(environment)';
    throw new ConfigurationError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const config = result.data;
  if (config.NODE_ENV === 'production' && !env.INTERNAL_SECRET) {
    throw new ConfigurationError(
      'Invalid configuration: INTERNAL_SECRET must be set in production',
    );
  }
  return config;
}

/** `parseConfig` for process entry points: one line on stderr and exit code 1 on a bad value. */
export function loadConfigOrExit<S extends z.ZodType<BaseConfig>>(schema: S): z.infer<S> {
  try {
    return parseConfig(schema);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Each service owns one database (service manifest): its `<SERVICE>_DATABASE_URL` when the
 * service's configuration has it, otherwise `distill_<service>` on the `DATABASE_URL` server.
 */
export function serviceDatabaseUrl(
  service: ServiceName,
  config: Pick<BaseConfig, 'DATABASE_URL'> & Record<string, unknown>,
): string {
  const { database, databaseUrlVariable } = SERVICE_MANIFEST[service];
  const override = config[databaseUrlVariable];
  if (typeof override === 'string' && override) return override;
  const url = new URL(config.DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
