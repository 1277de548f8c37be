import { z } from 'zod';
import { SERVICE_MANIFEST, SERVICE_NAMES } from '@distill/contracts';

/**
 * Embedded versus servers is decided here, once. `npm start` with no server named runs
 * embedded: it hands the processes it starts their data folder in EMBEDDED_DIR. Every other
 * part of Distill asks this module (and the runtime's factories beside it) what the mode
 * provides, and never reads that variable itself.
 */
export type RuntimeMode = 'embedded' | 'servers';

/** The runtime's part of every service's configuration (see baseConfigSchema). */
export const runtimeConfigShape = {
  /**
   * Set by `npm start` when no DATABASE_URL or REDIS_URL is given: the embedded mode's data
   * folder. Events travel between the processes over local sockets in it; caches, limits and
   * background jobs live in memory. Unset, everything uses REDIS_URL.
   */
  EMBEDDED_DIR: z.string().min(1).optional(),
};

/** A parsed configuration, or the raw environment a launcher hands its processes. */
export interface RuntimeSettings {
  EMBEDDED_DIR?: string;
}

/**
 * The launcher's decision: embedded when nothing names a server (no DATABASE_URL, no REDIS_URL,
 * no per-service database). Any of them set means servers.
 */
export function chooseRuntimeMode(env: NodeJS.ProcessEnv): RuntimeMode {
  const namesAServer =
    env.DATABASE_URL ||
    env.REDIS_URL ||
    SERVICE_NAMES.some((name) => env[SERVICE_MANIFEST[name].databaseUrlVariable]);
  return namesAServer ? 'servers' : 'embedded';
}

/** What the launcher hands each process it starts embedded, with its data folder. */
export function embeddedRuntimeEnv(dataDirectory: string): Record<string, string> {
  return { EMBEDDED_DIR: dataDirectory };
}

/** The mode a process (or the processes a launcher starts with `settings`) runs in. */
export function runtimeModeOf(settings: RuntimeSettings): RuntimeMode {
  return settings.EMBEDDED_DIR ? 'embedded' : 'servers';
}

/** The embedded mode's data folder; undefined in servers mode. */
export function embeddedDataDirectory(settings: RuntimeSettings): string | undefined {
  return settings.EMBEDDED_DIR;
}
