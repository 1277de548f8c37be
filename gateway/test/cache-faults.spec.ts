import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { MemberViewer } from '@distill/contracts';
import { createLogger, parseConfig } from '@distill/platform';
import { eventually, RedisProcess } from '@distill/platform/testing';
import { createGatewayCaches, type GatewayCaches } from '../src/caching/gateway-caches.js';
import { gatewayConfigSchema } from '../src/config.js';
import { publicReadKeyOf } from '../src/caching/public-read-cache.js';

const ADMIN: MemberViewer = {
  kind: 'member',
  id: '00000000-0000-4000-8000-000000000001',
  email: 'admin@example.com',
  role: 'admin',
  subscriptionStatus: 'free',
  subscriptionType: 'free',
};
const PREFIX = 'test-cache-faults';

/**
 * The gateway's caches on a Redis of their own that is killed and restarted with its data (an
 * append-only file): an invalidation Redis could not take must not leave an old answer to be
 * served once it is back.
 */
describe('the gateway caches across a Redis outage', () => {
  let directory: string;
  let redis: RedisProcess;
  let caches: GatewayCaches;
  /** A second replica's caches on the same Redis and prefix. */
  let replica: GatewayCaches;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'distill-cache-faults-'));
    redis = await RedisProcess.start({ persistIn: directory });
    const config = parseConfig(gatewayConfigSchema, {
      NODE_ENV: 'test',
      REDIS_URL: redis.url,
      EVENTS_PREFIX: PREFIX,
      PUBLIC_READ_CACHE_TTL_SECONDS: '3600',
    });
    caches = createGatewayCaches(config, createLogger('gateway', 'silent'));
    replica = createGatewayCaches(config, createLogger('gateway', 'silent'));
  });
  afterAll(async () => {
    await caches?.close();
    await replica?.close();
    await redis?.kill();
    rmSync(directory, { recursive: true, force: true });
  });

  it('drops a public answer that a catalog change during the outage could not drop', async () => {
    const key = publicReadKeyOf('Summary', { id: 'one' }, 'visitor');
    const kept = caches.publicReads.keep(
      key,
      await caches.publicReads.lookup(key),
      '{"title":"Old title"}',
      {},
    );
    await kept.shared;

    await redis.kill();
    // The admin's change succeeded in the catalog; Redis was not there to hear of it.
    await caches.mutationHappened({ viewer: ADMIN, fields: ['updateSummary'] });
    await redis.restart();

    // Redis came back with the answer stored before the change...
    const direct = new Redis(redis.url);
    expect(await direct.keys(`${PREFIX}:gateway:public-reads:v3:*`)).toHaveLength(1);
    direct.disconnect();
    // ...and no read finds it any more.
    await eventually(async () => {
      const lookup = await caches.publicReads.lookup(key).catch(() => undefined);
      return lookup && lookup.answer === null ? lookup : undefined;
    });
  });

  it("hears the other replicas' invalidations again once Redis is back", async () => {
    const key = publicReadKeyOf('Summary', { id: 'two' }, 'visitor');
    /** Keeps an answer in this replica's memory; true once the other replica's drop reached it. */
    const dropHeard = async () => {
      try {
        const lookup = await caches.publicReads.lookup(key);
        caches.publicReads.keep(key, lookup, '{"title":"Kept"}', {});
        await replica.publicReads.invalidate();
        return await eventually(async () => {
          const after = await caches.publicReads.lookup(key);
          return after.answer === null ? true : undefined;
        }, 2_000);
      } catch {
        return undefined; // Redis not back yet, or the drop not heard
      }
    };
    expect(await dropHeard()).toBe(true);

    await redis.kill();
    await redis.restart();

    // Each reconnection drops a replica's memory once by itself: hearing the other replica is
    // shown by drops that keep coming after those.
    await eventually(dropHeard);
    for (let round = 0; round < 3; round += 1) expect(await dropHeard()).toBe(true);
  });
});
