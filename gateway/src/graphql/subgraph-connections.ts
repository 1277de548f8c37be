import type { FetchFunction } from '@distill/platform';
import { Agent } from 'undici';

/** Connections kept to one subgraph at most; calls beyond that wait for a free one. */
const CONNECTIONS_PER_SUBGRAPH = 64;
/**
 * An idle connection is closed after this, or sooner when the subgraph's Keep-Alive hint says
 * it closes first (Node's servers close after 5 s): the gateway never writes to a closing one.
 */
const KEEP_ALIVE_MS = 30_000;

export interface SubgraphConnections {
  /** `fetch` over the pool: every planned fetch and every SubgraphClient call goes through it. */
  send: FetchFunction;
  close(): Promise<void>;
}

type RequestInitLike = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | null;
  signal?: AbortSignal | null;
};

/**
 * The part of a fetch `Response` the gateway's callers read (Apollo's RemoteGraphQLDataSource
 * and SubgraphClient: status, a header, the body as text or JSON), over a body already read.
 */
function answerOf(
  url: string,
  status: number,
  headers: Record<string, string | string[] | undefined>,
  text: string,
): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    url,
    headers: {
      get(name: string) {
        const value = headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/**
 * The gateway's connections to its subgraphs, kept alive between requests (no TCP handshake
 * per subgraph call) and bounded per subgraph (a burst of requests queues at the gateway
 * instead of opening hundreds of sockets to one service). Calls go through undici's `request`
 * rather than its WHATWG `fetch`, whose streams and request objects were about a tenth of the
 * gateway's CPU per subgraph call in a profile (docs/performance/README.md).
 */
export function subgraphConnections(): SubgraphConnections {
  const agent = new Agent({
    connections: CONNECTIONS_PER_SUBGRAPH,
    keepAliveTimeout: KEEP_ALIVE_MS,
    keepAliveMaxTimeout: KEEP_ALIVE_MS,
  });
  return {
    send: async (url, init) => {
      const { method = 'GET', headers, body, signal } = init as RequestInitLike;
      const target = new URL(url);
      try {
        const answer = await agent.request({
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: method as 'GET',
          headers,
          body: body ?? null,
          signal: signal ?? null,
        });
        return answerOf(url, answer.statusCode, answer.headers, await answer.body.text());
      } catch (error) {
        // As `fetch` rejects: the signal's reason when aborted, else "fetch failed" (what
        // formatGatewayError recognises as a subgraph out of reach).
        if (signal?.aborted) throw signal.reason;
        throw new TypeError('fetch failed', { cause: error });
      }
    },
    close: () => agent.close(),
  };
}
