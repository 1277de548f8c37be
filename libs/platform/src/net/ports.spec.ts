import net from 'node:net';
import { FREE_PORT_RANGE, freePort } from './ports.js';

describe('freePort', () => {
  it('hands out a port below the ephemeral range that a server can bind', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.first);
    expect(port).toBeLessThanOrEqual(FREE_PORT_RANGE.last);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('never hands out a port something listens on', async () => {
    const taken: net.Server[] = [];
    const takenPorts = new Set<number>();
    try {
      // Hold 200 of the range's ports (1.6 %): 500 picks must all miss them.
      for (let port = FREE_PORT_RANGE.first; takenPorts.size < 200; port += 1) {
        const server = net.createServer();
        const bound = await new Promise<boolean>((resolve) => {
          server.once('error', () => resolve(false));
          server.listen(port, '127.0.0.1', () => resolve(true));
        });
        if (bound) {
          taken.push(server);
          takenPorts.add(port);
        }
      }
      for (let pick = 0; pick < 500; pick += 1)
        expect(takenPorts.has(await freePort())).toBe(false);
    } finally {
      await Promise.all(taken.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
