import type { FetchFunction } from '@distill/platform';
import { Agent, fetch } from 'undici';

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

/**
 * The gateway's connections to its subgraphs, kept alive between requests (no TCP handshake
 * per subgraph call) and bounded per subgraph (a burst of requests queues at the gateway
 * instead of opening hundreds of sockets to one service).
 */
export function subgraphConnections(): SubgraphConnections {
  const agent = new Agent({
    connections: CONNECTIONS_PER_SUBGRAPH,
    keepAliveTimeout: KEEP_ALIVE_MS,
    keepAliveMaxTimeout: KEEP_ALIVE_MS,
  });
  return {
    send: (url, init) =>
      fetch(url, {
        ...(init as Parameters<typeof fetch>[1]),
        dispatcher: agent,
      }) as unknown as Promise<Response>,
    close: () => agent.close(),
  };
}
