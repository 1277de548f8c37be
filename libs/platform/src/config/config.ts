import { z } from 'zod';
import { SERVICE_MANIFEST, type ServiceName } from '@distill/contracts';

export type { ServiceName };

const DEVELOPMENT_INTERNAL_SECRET = 'distill-development-internal-secret-change-me';

/** Variables every service reads. Each service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  INTERNAL_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(DEVELOPMENT_INTERNAL_SECRET),
  /** Redis key prefix of the event queues, so several deployments can share one Redis. */
  EVENTS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('distill'),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
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
  if (config.NODE_ENV === 'production' && config.INTERNAL_SECRET === DEVELOPMENT_INTERNAL_SECRET) {
    throw new ConfigurationError(
      'Invalid configuration: INTERNAL_SECRET must be set to a private value in production',
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
