import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parseConfig } from '@distill/platform';
import { gatewayConfigSchema } from '../config.js';
import { trustProxySetting } from './trusted-proxies.js';

/** The address Express takes as the client's under `env`, for a request from loopback. */
async function clientAddressUnder(
  env: Record<string, string>,
  forwardedFor?: string,
): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxySetting(parseConfig(gatewayConfigSchema, env)));
  app.get('/', (req, res) => void res.send(req.ip));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return await answer.text();
  } finally {
    server.close();
  }
}

describe("the client's address behind trusted proxies", () => {
  // The client wrote 203.0.113.9; one proxy (the ingress) saw 198.51.100.7 and appended it.
  const sentThroughOneProxy = '203.0.113.9, 198.51.100.7';

  it.each([
    ['no proxy trusted (the default)', {}, '127.0.0.1'],
    ['TRUST_PROXY=false, as before', { TRUST_PROXY: 'false' }, '127.0.0.1'],
    ['one hop (an ingress)', { TRUST_PROXY_HOPS: '1' }, '198.51.100.7'],
    ['two hops (a load balancer, then the ingress)', { TRUST_PROXY_HOPS: '2' }, '203.0.113.9'],
    ['the proxy by address', { TRUSTED_PROXIES: '127.0.0.1' }, '198.51.100.7'],
    ['proxies by range', { TRUSTED_PROXIES: 'loopback, 198.51.100.0/24' }, '203.0.113.9'],
  ])('%s', async (_case, env, expected) => {
    expect(await clientAddressUnder(env, sentThroughOneProxy)).toBe(expected);
  });

  it('takes the socket address when a trusted proxy sent no X-Forwarded-For', async () => {
    expect(await clientAddressUnder({ TRUST_PROXY_HOPS: '1' })).toBe('127.0.0.1');
  });
});

describe('trusted proxy settings', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      parseConfig(gatewayConfigSchema, env);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses TRUST_PROXY=true, saying what to set instead', () => {
    expect(refusal({ TRUST_PROXY: 'true' })).toBe(
      'Invalid configuration: TRUST_PROXY is no longer supported: it trusted any X-Forwarded-For a client sent. Set TRUST_PROXY_HOPS to the number of proxies in front of the gateway (1 behind an ingress), or TRUSTED_PROXIES to their addresses',
    );
  });

  it('refuses an entry of TRUSTED_PROXIES that is no address or range', () => {
    expect(refusal({ TRUSTED_PROXIES: '10.0.0.0/8, ingress.local' })).toBe(
      'Invalid configuration: TRUSTED_PROXIES must list IP addresses or CIDR ranges (e.g. 10.0.0.0/8), comma-separated',
    );
    expect(refusal({ TRUSTED_PROXIES: '10.0.0.0/40' })).toMatch(
      /^Invalid configuration: TRUSTED_PROXIES/,
    );
  });

  it('refuses a hop count and addresses together', () => {
    expect(refusal({ TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: '10.0.0.0/8' })).toBe(
      'Invalid configuration: TRUSTED_PROXIES and TRUST_PROXY_HOPS are both set: set one of them',
    );
  });

  it('refuses a hop count that is not a small whole number', () => {
    for (const hops of ['-1', 'one', '1.5', '11']) {
      expect(refusal({ TRUST_PROXY_HOPS: hops })).toMatch(
        /^Invalid configuration: TRUST_PROXY_HOPS /,
      );
    }
  });
});
