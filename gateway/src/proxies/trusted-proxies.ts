import ipaddr from 'ipaddr.js';
import type { GatewayConfig } from '../config.js';

/** The address ranges Express's `trust proxy` knows by name, besides addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an IP address, a CIDR range (10.0.0.0/8) or a named range (loopback). */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * Express's `trust proxy` for the gateway: the client's address (`req.ip`, which the sign-in,
 * registration and reset limits are counted against) is the socket's, unless the connection
 * comes through proxies the operator named. Then it is the address the outermost trusted proxy
 * saw: `TRUST_PROXY_HOPS` proxies counted from the gateway (each appends the address it saw to
 * X-Forwarded-For, so only that many entries from the right are theirs), or every hop whose
 * address is in `TRUSTED_PROXIES`. Entries left of those are what the client wrote: never
 * believed, so no one picks the address they are counted as.
 */
export function trustProxySetting(
  config: Pick<GatewayConfig, 'TRUST_PROXY_HOPS' | 'TRUSTED_PROXIES'>,
): number | string[] | false {
  if (config.TRUST_PROXY_HOPS > 0) return config.TRUST_PROXY_HOPS;
  if (config.TRUSTED_PROXIES.length > 0) return config.TRUSTED_PROXIES;
  return false;
}
