import { Router } from 'express';
import type { RedisProbe, ShutdownState } from '@distill/platform';

/**
 * `/health`: the gateway process is alive. `/ready`: Redis and every subgraph answer, and the
 * gateway is not shutting down (false from the first moment of SIGTERM).
 */
export function healthRoutes(
  subgraphUrls: Record<string, string>,
  /** Undefined when embedded: there is no Redis to check. */
  redis: RedisProbe | undefined,
  shutdown: ShutdownState,
): { router: Router; close(): void } {
  const router = Router();

  router.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  router.get('/ready', async (_req, res) => {
    const checks = await Promise.all([
      check('shutdown', async () => {
        if (shutdown.draining) throw new Error('shutting down');
      }),
      ...(redis ? [check('redis', () => redis.ping())] : []),
      ...Object.entries(subgraphUrls).map(([name, url]) =>
        check(name, async () => {
          const response = await fetch(new URL('/ready', url), {
            signal: AbortSignal.timeout(2_000),
          });
          if (!response.ok) throw new Error(`status ${response.status}`);
        }),
      ),
    ]);
    const details = Object.fromEntries(checks);
    const ready = checks.every(([, detail]) => detail.status === 'up');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'error', details });
  });
  return { router, close: () => redis?.close() };
}

async function check(
  name: string,
  probe: () => Promise<void>,
): Promise<[string, { status: 'up' | 'down'; message?: string }]> {
  try {
    await probe();
    return [name, { status: 'up' }];
  } catch (error) {
    return [
      name,
      { status: 'down', message: error instanceof Error ? error.message : 'unreachable' },
    ];
  }
}
