import type { PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from './config.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `sweep` at once and then every hour, for the identity jobs whose work is due by the day
 * (erasures after a grace period, expired archives): a restart or a failed run is caught up by
 * the next one, so an hour late is on time. A failure is logged as `failure`; the timer never
 * keeps the process alive. Answers what stops it.
 */
export function startHourlySweep(
  logger: PlatformRuntime<IdentityConfig>['logger'],
  failure: string,
  sweep: () => Promise<unknown>,
): () => void {
  const run = () => sweep().catch((error: unknown) => logger.warn({ err: error }, failure));
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
