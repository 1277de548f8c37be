import { randomInt } from 'node:crypto';
import net from 'node:net';

/**
 * Ports `freePort` hands out: below the kernel's ephemeral range (Linux 32768-60999, macOS
 * 49152-65535), from which the system picks the local port of every outgoing connection. A port
 * from `listen(0)` is an ephemeral one, and a connection to PostgreSQL or Redis could take it in
 * the seconds before the server meant for it binds it (seen: a test stack's catalog failing to
 * start with EADDRINUSE while other suites ran beside it).
 */
export const FREE_PORT_RANGE = { first: 20_000, last: 32_767 } as const;
const ATTEMPTS = 50;

/**
 * A TCP port nothing listens on right now on the loopback interface, for a server that binds it
 * later (a child process, an emulator). Random within FREE_PORT_RANGE, so callers running at the
 * same time rarely pick the same one.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = randomInt(FREE_PORT_RANGE.first, FREE_PORT_RANGE.last + 1);
    if (await canListen(port)) return port;
  }
  throw new Error(
    `no free port between ${FREE_PORT_RANGE.first} and ${FREE_PORT_RANGE.last} after ${ATTEMPTS} tries`,
  );
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Whether something at `host` accepts a TCP connection on `port` (refused or 3 s of silence: no). */
export function acceptsConnections(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(3_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
