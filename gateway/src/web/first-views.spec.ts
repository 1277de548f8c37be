import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express, { type Request } from 'express';
import { Redis } from 'ioredis';
import pino from 'pino';
import { testRedisUrl } from '@distill/platform/testing';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import { PublicReadCache, SharedPublicReads } from '../caching/public-read-cache.js';
import { PublicReads } from '../public-reads/public-reads.js';
import { firstViewRenderer, type FirstViews } from './first-views.js';

/** The stand-in server build: each address names how its render goes (see the file). */
const BUILD = fileURLToPath(new URL('./testing/first-view-build.mjs', import.meta.url));

/** The render pool's answers when a render cannot give a page: the app shell, never an error. */
describe('first views on render threads', () => {
  let views: FirstViews;
  const warnings: string[] = [];
  const asked: Array<{ req: Request; query: string }> = [];
  const graphql = {
    execute: async (req: Request, operation: { query: string }) => {
      asked.push({ req, query: operation.query });
      // `{ hang }` is never answered (a subgraph that does not answer).
      if (operation.query === '{ hang }') return new Promise(() => undefined);
      return { status: 200, result: { data: { ping: 'pong' } } };
    },
  } as unknown as GraphQLExecutor;
  const logger = pino(
    { level: 'warn' },
    {
      write: (line: string) => {
        const { msg, err } = JSON.parse(line);
        warnings.push(err ? `${msg}: ${err.message}` : msg);
      },
    },
  );
  const request = (path: string) => ({ path, originalUrl: path }) as Request;

  function start(options: { renderTimeoutMs?: number } = {}) {
    views = firstViewRenderer({ render: BUILD, address: BUILD }, '<html></html>', {
      graphql,
      reads: {} as PublicReads,
      logger,
      renderThreads: 1,
      ...options,
    });
  }

  beforeEach(() => {
    warnings.length = 0;
    asked.length = 0;
  });
  afterEach(() => views.close());

  it("renders on a thread, answering the render's operations as the request's viewer", async () => {
    start();
    const req = request('/renders');
    expect(await views.renderForMember(req, { id: 'member-1' })).toEqual({
      html: '<p>{"ping":"pong"} for member-1</p>',
      found: true,
    });
    expect(asked).toEqual([{ req, query: '{ ping }' }]);
  });

  it('sends the app shell when the build names no first-view addresses', async () => {
    // A render build standing in for the address rule: it exports no firstViewAddress.
    const renderOnly = fileURLToPath(new URL('./testing/render-only-build.mjs', import.meta.url));
    views = firstViewRenderer({ render: BUILD, address: renderOnly }, '<html></html>', {
      graphql,
      reads: {} as PublicReads,
      logger,
      renderThreads: 1,
    });
    expect(await views.renderForMember(request('/renders'), { id: 'member-1' })).toBeNull();
    expect(warnings).toEqual([
      'first views cannot be rendered; app shell sent: no firstViewAddress',
    ]);
  });

  it('sends the app shell when a render fails', async () => {
    start();
    expect(await views.renderForMember(request('/throws'), { id: 'member-1' })).toBeNull();
    expect(warnings).toEqual(['first view not rendered; app shell sent: render failed']);
  });

  it('gives a render up after its time, and the next page still renders', async () => {
    start({ renderTimeoutMs: 300 });
    expect(await views.renderForMember(request('/hangs'), { id: 'member-1' })).toBeNull();
    expect(warnings).toEqual(['first view not rendered; app shell sent: render took over 300 ms']);
    expect(await views.renderForMember(request('/renders'), { id: 'member-2' })).toEqual({
      html: '<p>{"ping":"pong"} for member-2</p>',
      found: true,
    });
  });

  it('sends the app shell when every thread and the queue are taken', async () => {
    start({ renderTimeoutMs: 1_000 });
    // Once the thread has started (and answered the gateway's first task, that it has loaded):
    expect(await views.renderForMember(request('/renders'), { id: 'member-1' })).not.toBeNull();
    // One thread interleaves four renders; the queue holds one more (Piscina's 'auto': threads²).
    const taken = Array.from({ length: 5 }, () =>
      views.renderForMember(request('/hangs'), { id: 'member-1' }),
    );
    expect(await views.renderForMember(request('/renders'), { id: 'member-2' })).toBeNull();
    expect(warnings).toEqual(['first view not rendered; app shell sent: Task queue is at limit']);
    expect(await Promise.all(taken)).toEqual([null, null, null, null, null]);
    expect(warnings).toHaveLength(6);
  });
});

/** A visitor's first view is kept in the shared public read cache for the replicas of one build. */
describe("a visitor's first view in the public read cache", () => {
  const redis = new Redis(testRedisUrl());
  const prefix = `first-views-spec-${process.pid}-${Date.now()}`;
  const visitorsOnly = {
    viewerOf: async () => ({ kind: 'anonymous' }),
  } as unknown as GraphQLExecutor;
  const servers: Server[] = [];
  const renderers: FirstViews[] = [];

  /** One gateway replica of a build: its own memory, the replicas' shared Redis. */
  async function replicaOf(template: string): Promise<string> {
    const cache = new PublicReadCache(60, new SharedPublicReads(redis, prefix, 60));
    const views = firstViewRenderer({ render: BUILD, address: BUILD }, template, {
      graphql: visitorsOnly,
      reads: new PublicReads(visitorsOnly, cache, pino({ level: 'silent' })),
      logger: pino({ level: 'silent' }),
      renderThreads: 1,
    });
    renderers.push(views);
    const app = express();
    app.get('/page', (req, res) => views.sendToVisitor(req, res, () => void res.send('app shell')));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
  }
  const pageAt = (url: string) => fetch(url).then((answer) => answer.text());

  afterAll(async () => {
    for (const server of servers) server.close();
    await Promise.all(renderers.map((views) => views.close()));
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("serves a replica of the same build, never one of another build (a deploy's new scripts)", async () => {
    const before = await replicaOf('<script src="/assets/index-before.js"></script>');
    expect(await pageAt(before)).toBe('<script src="/assets/index-before.js"></script>');
    // Another replica of the same build reads the page from the shared cache...
    const sameBuild = await replicaOf('<script src="/assets/index-before.js"></script>');
    expect(await pageAt(sameBuild)).toBe('<script src="/assets/index-before.js"></script>');
    // ...a replica of the next build renders its own, naming the scripts it has.
    const after = await replicaOf('<script src="/assets/index-after.js"></script>');
    expect(await pageAt(after)).toBe('<script src="/assets/index-after.js"></script>');
    expect(await pageAt(before)).toBe('<script src="/assets/index-before.js"></script>');
  });
});
