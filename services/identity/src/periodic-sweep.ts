import type { PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from './config.js';

/**
 * Runs `sweep` at once and then every `everySeconds`, for the identity jobs whose work is due by
 * the day (erasures after a grace period, expired archives): a restart or a failed run is caught
 * up by the next one, so a sweep late is on time. A failure is logged as `failure`; the timer
 * never keeps the process alive. Answers what stops it.
 */
export function startPeriodicSweep(
  logger: PlatformRuntime<IdentityConfig>['logger'],
  failure: string,
  everySeconds: number,
  sweep: () => Promise<unknown>,
): () => void {
  const run = () => sweep().catch((error: unknown) => logger.warn({ err: error }, failure));
  void run();
  const timer = setInterval(run, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
