import { LRUCache } from 'lru-cache';
import type { Viewer } from '@distill/contracts';
import { signViewerContext, VIEWER_CONTEXT_LIFETIME_SECONDS } from '@distill/platform';

/**
 * A signed token is reused for half its lifetime: the other half is left for the slowest
 * operation to fan out to its subgraphs before the token expires.
 */
const REUSE_MS = (VIEWER_CONTEXT_LIFETIME_SECONDS * 1000) / 2;
/** Viewers whose token is kept; a forgotten one is simply signed again. */
const MAX_VIEWERS = 50_000;

/**
 * The viewer contexts the gateway signs for the subgraphs, one per viewer and reused while
 * fresh: signing (HMAC over a JWT) cost a share of every request's CPU, and the subgraphs
 * verify a token they have seen before from their own cache. A token is found under the whole
 * viewer (id, role, subscription, scopes), so it only ever speaks for the viewer it was signed
 * for, and a viewer whose access changed gets a token of its own at once.
 */
export class ViewerTokens {
  private readonly tokens = new LRUCache<string, string>({ max: MAX_VIEWERS, ttl: REUSE_MS });

  constructor(private readonly internalSecret: string) {}

  async tokenFor(viewer: Viewer): Promise<string> {
    const key = JSON.stringify(viewer);
    let token = this.tokens.get(key);
    if (token === undefined) {
      token = await signViewerContext(viewer, this.internalSecret);
      this.tokens.set(key, token);
    }
    return token;
  }
}
