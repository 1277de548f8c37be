import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createMember, testRedisUrl } from '@distill/platform/testing';
import { MemoryViewerCache, RedisViewerCache, type ViewerCache } from './viewer-cache.js';

const TTL_SECONDS = 60;
let redis: Redis;

beforeAll(() => {
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  await redis.quit();
});

const caches: Array<[string, () => ViewerCache]> = [
  ['Redis', () => new RedisViewerCache(redis, `viewer-cache-${randomUUID()}`, TTL_SECONDS)],
  ['memory', () => new MemoryViewerCache(TTL_SECONDS)],
];

describe.each(caches)('%s viewer cache', (_name, create) => {
  let cache: ViewerCache;
  beforeEach(() => {
    cache = create();
  });

  it('keeps a resolved viewer for its credential', async () => {
    const viewer = createMember();
    const { viewer: before, mark } = await cache.get('session:a');
    expect(before).toBeNull();
    await cache.set('session:a', viewer, mark);
    expect((await cache.get('session:a')).viewer).toEqual(viewer);
  });

  it('refuses a viewer resolved before its user was dropped (a deletion raced a request)', async () => {
    const viewer = createMember();
    const { mark } = await cache.get('session:b');
    await cache.dropUser(viewer.id);
    await cache.set('session:b', viewer, mark);
    expect((await cache.get('session:b')).viewer).toBeNull();

    // A resolution that began after the drop is kept again.
    const after = await cache.get('session:b');
    await cache.set('session:b', viewer, after.mark);
    expect((await cache.get('session:b')).viewer).toEqual(viewer);
  });

  it('refuses a viewer resolved before its credential was dropped (a sign-out raced a request)', async () => {
    const viewer = createMember();
    const mark = await cache.mark();
    await cache.dropCredential('session:c');
    await cache.set('session:c', viewer, mark);
    expect((await cache.get('session:c')).viewer).toBeNull();
  });

  it('drops every credential of the user, and only theirs', async () => {
    const viewer = createMember();
    const other = createMember();
    const mark = await cache.mark();
    await cache.set('session:d', viewer, mark);
    await cache.set('firebase:d', viewer, mark);
    await cache.set('session:e', other, mark);
    await cache.dropUser(viewer.id);
    expect((await cache.get('session:d')).viewer).toBeNull();
    expect((await cache.get('firebase:d')).viewer).toBeNull();
    expect((await cache.get('session:e')).viewer).toEqual(other);
  });

  it('stores nothing when the mark is unknown (the cache was away when the resolution began)', async () => {
    await cache.set('session:f', createMember(), null);
    expect((await cache.get('session:f')).viewer).toBeNull();
  });

  it('leaves no viewer behind when a drop interleaves with stores that began before it', async () => {
    const viewer = createMember();
    const credentials = Array.from({ length: 20 }, (_, i) => `session:g${i}`);
    const marks = await Promise.all(credentials.map(() => cache.mark()));
    await Promise.all([
      ...credentials.map((credential, i) => cache.set(credential, viewer, marks[i]!)),
      cache.dropUser(viewer.id),
    ]);
    const left = await Promise.all(credentials.map((credential) => cache.get(credential)));
    expect(left.filter((lookup) => lookup.viewer !== null)).toEqual([]);
  });
});
