import { networkInterfaces } from 'node:os';
import { acceptsConnections } from '@distill/platform/embedded';
import { stack } from './support';

/** This machine's addresses other than loopback: what a neighbour on the network would dial. */
function externalAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80'))
    .map((address) => address!.address);
}

describe('npm start on a shared network', () => {
  const ports = stack().ports;

  it('answers on loopback only: the gateway and every service refuse other addresses', async () => {
    const external = externalAddresses();
    expect(external.length).toBeGreaterThan(0);
    for (const name of ['gateway', 'identity', 'catalog']) {
      expect({ name, loopback: await acceptsConnections(ports[name]!, '127.0.0.1') }).toEqual({
        name,
        loopback: true,
      });
    }
    for (const [name, port] of Object.entries(ports)) {
      for (const address of external) {
        expect({ name, address, answers: await acceptsConnections(port, address) }).toEqual({
          name,
          address,
          answers: false,
        });
      }
    }
  });
});
