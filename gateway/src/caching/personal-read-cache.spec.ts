import express from 'express';
import request from 'supertest';
import { ANONYMOUS_VIEWER, type MemberViewer, type Viewer } from '@distill/contracts';
import { createMember } from '@distill/platform/testing';
import { PersonalReadCache } from './personal-read-cache.js';

const member = (id: string, overrides: Partial<MemberViewer> = {}): MemberViewer =>
  createMember({ id, ...overrides });

/**
 * An app whose one route reads through the cache as the gateway's REST routes do; each fresh read
 * answers with a new number, so a cached answer is told from a fresh one by its body.
 */
function appWith(cache: PersonalReadCache, viewers: Record<string, Viewer>) {
  let reads = 0;
  let holdNextRead: Promise<void> | undefined;
  let readStarted: (() => void) | undefined;
  const app = express().get('/:viewer/:what', async (req, res) => {
    const viewer = viewers[req.params.viewer]!;
    await cache.serve(res, viewer, 'operation', { what: req.params.what }, async () => {
      reads += 1;
      readStarted?.();
      const json = JSON.stringify({
        read: reads,
        padding: 'x'.repeat(Number(req.query.size ?? 0)),
      });
      await holdNextRead;
      return { json };
    });
  });
  const read = async (path: string) => (await request(app).get(path).expect(200)).body.read;
  return {
    read,
    /** How many reads ran afresh so far (in the background too). */
    freshReads: () => reads,
    hold(until: Promise<void>) {
      holdNextRead = until;
    },
    nextReadStarts() {
      return new Promise<void>((resolve) => (readStarted = resolve));
    },
  };
}

describe('PersonalReadCache', () => {
  const viewers = {
    ada: member('ada'),
    bob: member('bob'),
    adaPremium: member('ada', { subscriptionStatus: 'active', subscriptionType: 'monthly' }),
    visitor: ANONYMOUS_VIEWER,
  };

  it('answers a member’s repeated read from memory, for that member alone', async () => {
    const { read } = appWith(new PersonalReadCache(60), viewers);
    expect(await read('/ada/stats')).toBe(1);
    expect(await read('/ada/stats')).toBe(1);
    expect(await read('/bob/stats')).toBe(2);
    expect(await read('/ada/favourites')).toBe(3);
  });

  it('never keeps a visitor’s read, nor serves a member whose access changed', async () => {
    const { read } = appWith(new PersonalReadCache(60), viewers);
    expect(await read('/visitor/stats')).toBe(1);
    expect(await read('/visitor/stats')).toBe(2);
    expect(await read('/ada/stats')).toBe(3);
    expect(await read('/adaPremium/stats')).toBe(4);
  });

  it('drops one member’s answers, or everyone’s', async () => {
    const cache = new PersonalReadCache(60);
    const { read } = appWith(cache, viewers);
    await read('/ada/stats');
    await read('/bob/stats');
    cache.dropMember('ada');
    expect(await read('/ada/stats')).toBe(3);
    expect(await read('/bob/stats')).toBe(2);
    cache.dropAll();
    expect(await read('/ada/stats')).toBe(4);
    expect(await read('/bob/stats')).toBe(5);
  });

  it('sends but does not keep a read that was under way while the member’s answers were dropped', async () => {
    const cache = new PersonalReadCache(60);
    const { read, hold, nextReadStarts } = appWith(cache, viewers);
    let release!: () => void;
    hold(new Promise<void>((resolve) => (release = resolve)));
    const started = nextReadStarts();
    const racing = read('/ada/stats');
    await started;
    cache.dropMember('ada');
    release();
    expect(await racing).toBe(1);
    hold(Promise.resolve());
    expect(await read('/ada/stats')).toBe(2);
    expect(await read('/ada/stats')).toBe(2);
  });

  it('keeps no more than its size, the least recently read going first', async () => {
    // Room for three answers of ~3,000 characters.
    const { read } = appWith(new PersonalReadCache(60, 10_000), viewers);
    for (const what of ['a', 'b', 'c', 'd']) await read(`/ada/${what}?size=3000`);
    expect(await read('/ada/d?size=3000')).toBe(4);
    expect(await read('/ada/c?size=3000')).toBe(3);
    expect(await read('/ada/a?size=3000')).toBe(5);
  });

  it('sends an answer past its TTL once more while reading it afresh, and none past twice the TTL', async () => {
    let now = 0;
    const { read, freshReads } = appWith(new PersonalReadCache(5, undefined, () => now), viewers);
    expect(await read('/ada/stats')).toBe(1);
    now = 4_999;
    expect(await read('/ada/stats')).toBe(1);
    expect(freshReads()).toBe(1);
    // Stale: sent at once, and read afresh behind it.
    now = 5_000;
    expect(await read('/ada/stats')).toBe(1);
    await until(() => freshReads() === 2);
    expect(await read('/ada/stats')).toBe(2);
    // The refreshed answer, read at 5 s, is gone at 15 s: the member waits for a fresh read.
    now = 15_000;
    expect(await read('/ada/stats')).toBe(3);
  });

  it('keeps no background read that raced the member’s own write', async () => {
    let now = 0;
    const cache = new PersonalReadCache(5, undefined, () => now);
    const { read, hold, nextReadStarts, freshReads } = appWith(cache, viewers);
    expect(await read('/ada/stats')).toBe(1);
    now = 6_000;
    let release!: () => void;
    hold(new Promise<void>((resolve) => (release = resolve)));
    const started = nextReadStarts();
    expect(await read('/ada/stats')).toBe(1);
    await started;
    cache.dropMember('ada');
    release();
    await until(() => freshReads() === 2);
    hold(Promise.resolve());
    expect(await read('/ada/stats')).toBe(3);
  });

  it('keeps nothing when switched off (a TTL of 0): every read is fresh', async () => {
    const { read } = appWith(new PersonalReadCache(0), viewers);
    expect(await read('/ada/stats')).toBe(1);
    expect(await read('/ada/stats')).toBe(2);
    expect(await read('/bob/stats')).toBe(3);
    expect(await read('/ada/stats')).toBe(4);
  });
});

/** Waits for `done`, which a background read makes true (bounded: a test that never sees it fails). */
async function until(done: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !done(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(done()).toBe(true);
}
