import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import type { Logger } from 'pino';

/**
 * Whether this process is shutting down. Readiness reads it, so the first visible effect of
 * SIGTERM is "not ready": load balancers stop routing here while in-flight work finishes.
 */
export class ShutdownState {
  private drainingSince: Date | null = null;
  private readonly onDraining: Array<() => void> = [];

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  beginDraining(): void {
    if (this.drainingSince) return;
    this.drainingSince = new Date();
    for (const listener of this.onDraining) listener();
  }

  /** Runs `listener` when draining begins (at once if it already has). */
  whenDraining(listener: () => void): void {
    if (this.draining) listener();
    else this.onDraining.push(listener);
  }
}

/**
 * From the first signal on, every answer of `server` says `Connection: close` and its socket
 * closes after it: a client holding a kept-alive connection (a browser, a proxy, a load
 * generator) opens a new one, which reaches another replica or, once the listener has closed,
 * is refused, instead of bringing this draining process new work until the bound kills it.
 * An answer whose headers are already out (a streamed or compressed one) cannot say so: its
 * connection stays open, and the next request on it is answered that way. Ending the socket
 * after such an answer would cut that next request, which the client may already have sent.
 */
export function closeConnectionsWhileDraining(server: Server, state: ShutdownState): void {
  const open = new Set<ServerResponse>();
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  // Prepended: it must run before the application writes the headers.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (state.draining) return closeAfter(response);
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  state.whenDraining(() => {
    for (const response of open) closeAfter(response);
    open.clear();
  });
}

export interface GracefulShutdownOptions {
  logger: Logger;
  state: ShutdownState;
  /** Keep serving this long after readiness turned false (SHUTDOWN_READINESS_DELAY_MS). */
  readinessDelayMs: number;
  /** Bound on `drain` (SHUTDOWN_TIMEOUT_MS); past it the process exits with code 1. */
  timeoutMs: number;
  /** Stops taking work, finishes what is in flight and closes every connection. */
  drain: () => Promise<void>;
  /** Injected by tests; a real process exits. */
  exit?: (code: number) => void;
}

export const TERMINATION_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Embedded, `npm start` runs the services and the gateway as worker threads of its own process.
 * Signals reach only that process, so it passes them on to each thread as this message.
 */
export interface TerminationMessage {
  terminate: (typeof TERMINATION_SIGNALS)[number];
}

function isTerminationMessage(message: unknown): message is TerminationMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    TERMINATION_SIGNALS.includes((message as TerminationMessage).terminate)
  );
}

/**
 * Called first thing, before a process or worker thread starts; its `handle`, once started,
 * installs the SIGTERM/SIGINT handler (in a thread, the TerminationMessage's): readiness false at
 * once, a grace period for the load balancer, then `drain` within its bound, then exit. A second
 * signal changes nothing: the bound already guarantees the process ends. `handle` returns the
 * uninstaller.
 *
 * A stop asked of a thread while it is still starting is held, and `handle` acts on it at once.
 * A thread has no default action for the message: it would ignore it, and `npm start` would end
 * the thread by force once its bound had passed. Ended so while one of its render threads was
 * loading the web client's build, the gateway's thread aborted the whole process (Node 20:
 * "v8::Module::IsGraphAsync must be used on an instantiated module"). A process's signals keep
 * their default action until `handle`: ended at once, it has nothing yet to drain.
 */
export function holdTerminationRequests(): {
  handle(options: GracefulShutdownOptions): () => void;
} {
  let held: NodeJS.Signals | undefined;
  const hold = (message: unknown) => {
    if (isTerminationMessage(message)) held ??= message.terminate;
  };
  parentPort?.on('message', hold);
  return {
    handle(options) {
      parentPort?.off('message', hold);
      const exit = options.exit ?? ((code: number) => process.exit(code));
      let shutdown: Promise<void> | undefined;
      const onSignal = (signal: NodeJS.Signals) => {
        if (shutdown) {
          options.logger.warn({ signal }, 'already shutting down');
          return;
        }
        shutdown = shutDown(options, signal).then(exit);
      };
      const onMessage = (message: unknown) => {
        if (isTerminationMessage(message)) onSignal(message.terminate);
      };
      for (const signal of TERMINATION_SIGNALS) process.on(signal, onSignal);
      parentPort?.on('message', onMessage);
      if (held) onSignal(held);
      return () => {
        for (const signal of TERMINATION_SIGNALS) process.off(signal, onSignal);
        parentPort?.off('message', onMessage);
      };
    },
  };
}

/** The shutdown sequence; resolves to the exit code (0 when everything finished in time). */
export async function shutDown(
  { logger, state, readinessDelayMs, timeoutMs, drain }: GracefulShutdownOptions,
  signal: string,
): Promise<number> {
  state.beginDraining();
  logger.info({ signal, readinessDelayMs, timeoutMs }, 'shutting down: readiness is now false');
  if (readinessDelayMs > 0) await sleep(readinessDelayMs);
  const deadline = new AbortController();
  const timedOut = sleep(timeoutMs, 'timeout' as const, { signal: deadline.signal }).catch(
    () => 'cancelled' as const,
  );
  try {
    const outcome = await Promise.race([drain().then(() => 'drained' as const), timedOut]);
    if (outcome === 'timeout') {
      logger.error({ timeoutMs }, 'in-flight work did not finish within the shutdown bound');
      return 1;
    }
    logger.info('shut down cleanly');
    return 0;
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    deadline.abort();
  }
}

/**
 * Keeps an idle connection of `server` open for `timeoutMs` (HTTP_KEEP_ALIVE_TIMEOUT_MS); the
 * `Keep-Alive: timeout` header tells clients, which close theirs before it.
 */
export function keepIdleConnectionsFor(server: Server, timeoutMs: number): void {
  server.keepAliveTimeout = timeoutMs;
  // Node's advice: the headers' bound above the keep-alive one, or a request that arrives as its
  // connection's keep-alive time runs out can be cut.
  server.headersTimeout = Math.max(server.headersTimeout, timeoutMs + 1_000);
}

/**
 * How long a draining server leaves its idle kept-alive connections to their clients before it
 * closes them: a client with requests to send uses its connections within this, each answered
 * `Connection: close`; one that did not is idle, and is not about to use it either.
 */
export const IDLE_CONNECTIONS_GRACE_MS = 2_000;

/**
 * Stops accepting connections (a new one is refused) and resolves once every open connection
 * has ended: a busy one after its answer, which says `Connection: close` while draining
 * (`closeConnectionsWhileDraining`); an idle kept-alive one when its client closes it, or after
 * one more request answered the same way, or once IDLE_CONNECTIONS_GRACE_MS have passed.
 *
 * Node's `http.Server#close` would destroy the idle connections at once, and a client under load
 * may be sending its next request on one at that very moment: the client sees ECONNRESET or
 * "other side closed" for a request it cannot know whether to retry (issue 40: 4-11 of them per
 * SIGTERM under load). So only the listener is closed here (`net.Server#close`, which
 * `http.Server` extends), and the connections still idle after the grace are closed then.
 *
 * One reset is the kernel's, not ours: a connection still in the listener's queue (accepted by
 * the kernel, not yet by this process) is reset when the listener closes. The readiness delay
 * (SHUTDOWN_READINESS_DELAY_MS, 5 s in Kubernetes) is what keeps new connections away by then.
 */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const closeIdle = setTimeout(() => server.closeIdleConnections(), IDLE_CONNECTIONS_GRACE_MS);
    NetServer.prototype.close.call(server, () => {
      clearTimeout(closeIdle);
      resolve();
    });
  });
}
