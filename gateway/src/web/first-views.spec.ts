import { fileURLToPath } from 'node:url';
import type { Request } from 'express';
import pino from 'pino';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PublicReads } from '../public-reads/public-reads.js';
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
    expect(await views.renderForMember(req, { id: 'member-1' })).toBe(
      '<p>{"ping":"pong"} for member-1</p>',
    );
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
    expect(await views.renderForMember(request('/renders'), { id: 'member-2' })).toBe(
      '<p>{"ping":"pong"} for member-2</p>',
    );
  });

  it('sends the app shell when every thread and the queue are taken', async () => {
    start({ renderTimeoutMs: 1_000 });
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
