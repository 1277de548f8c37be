import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { firstTakenPort, stackPorts } from './taken-ports.js';

async function listening(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

describe('the ports npm start needs', () => {
  it("lists the gateway's port and each service's, moved by their variables", () => {
    const ports = stackPorts({ PORT: '4000' });
    expect(ports[0]).toEqual({ name: 'gateway', port: 4000, variable: 'PORT' });
    expect(ports.map((port) => port.name)).toEqual([
      'gateway',
      'identity',
      'catalog',
      'reading',
      'billing',
    ]);
    expect(new Set(ports.map((port) => port.port)).size).toBe(ports.length);
  });

  it('names the first port another program holds, and that program', async () => {
    const holder = createServer();
    const port = await listening(holder);
    try {
      const taken = await firstTakenPort([{ name: 'gateway', port, variable: 'PORT' }]);
      expect(taken).toMatchObject({ name: 'gateway', port, variable: 'PORT' });
      // This test's own process holds it.
      expect(taken!.holder).toContain(`pid ${process.pid}`);
      expect(taken!.holder).toMatch(/^another program/);
    } finally {
      holder.close();
    }
  });

  it('tells another Distill by its /ready answer', async () => {
    const distill = createHttpServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"ready"}');
    });
    const port = await listening(distill as unknown as Server);
    try {
      const taken = await firstTakenPort([{ name: 'catalog', port, variable: 'CATALOG_PORT' }]);
      expect(taken!.holder).toMatch(/^another Distill \(it answers \/ready\)/);
    } finally {
      distill.close();
    }
  });

  it('answers null when every port is free', async () => {
    const probe = createServer();
    const port = await listening(probe);
    await new Promise((resolve) => probe.close(resolve));
    expect(await firstTakenPort([{ name: 'gateway', port, variable: 'PORT' }])).toBeNull();
  });
});
