import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import {
  closeConnectionsWhileDraining,
  closeHttpServer,
  ShutdownState,
  shutDown,
} from '../src/shutdown/graceful-shutdown.js';

const LOAD = fileURLToPath(new URL('./keep-alive-load.mjs', import.meta.url));
const CLIENTS = 32;

/**
 * Issue 40: a graceful stop under load reset 4-11 requests in flight on kept-alive connections.
 * A server drained as every process drains (`closeConnectionsWhileDraining`, `closeHttpServer`)
 * while a client process keeps its connections busy: every request the server received is
 * answered, and the only failure a client meets is a refused connection once the listener has
 * closed, never a reset one.
 */
describe('draining an HTTP server under a kept-alive load', () => {
  it('answers every request it received and resets no connection; new ones are refused', async () => {
    const state = new ShutdownState();
    let answered = 0;
    let loadUnderWay!: () => void;
    const underWay = new Promise<void>((resolve) => (loadUnderWay = resolve));
    const server = createServer((request, response) => {
      request.resume();
      request.once('end', () =>
        setImmediate(() => {
          response.end('ok');
          answered += 1;
          if (answered === 500) loadUnderWay();
        }),
      );
    });
    closeConnectionsWhileDraining(server, state);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;

    const load = spawn(process.execPath, [LOAD, `http://127.0.0.1:${port}/`, String(CLIENTS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    load.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const loadEnded = once(load, 'exit');

    await underWay;
    const exitCode = await shutDown(
      {
        logger: pino({ level: 'silent' }),
        state,
        readinessDelayMs: 0,
        timeoutMs: 30_000,
        drain: () => closeHttpServer(server),
      },
      'SIGTERM',
    );
    expect(exitCode).toBe(0);
    await loadEnded;

    const outcomes = JSON.parse(output) as Record<string, number>;
    const { '200': ok, ECONNREFUSED: refused, ...failures } = outcomes;
    expect(failures).toEqual({});
    expect(ok).toBe(answered);
    expect(refused).toBe(CLIENTS);
  });
});
