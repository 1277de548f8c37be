import type { Request } from 'express';
import ipaddr from 'ipaddr.js';
import type { Logger } from 'pino';
import {
  ANONYMOUS_VIEWER,
  isSubscriptionStatus,
  isSubscriptionType,
  type MemberViewer,
  type Role,
  type Viewer,
} from '@distill/contracts';
import type { ViewerResolver } from '../viewer/viewer-resolver.js';
import { httpStatusForGraphQLCode } from '@distill/platform';
import {
  type IdentityClient,
  IdentityOperations,
  IdentityUnavailableError,
  type IdentityUser,
} from './identity-client.js';
import { bearerTokenOf, sessionTokenOf } from './session-cookie.js';
import type { DropMark, ViewerCache } from '../caching/viewer-cache.js';

export type CredentialKind = 'session' | 'firebase';

export function memberViewerOf(user: IdentityUser): MemberViewer {
  return {
    kind: 'member',
    id: user.id,
    email: user.email,
    role: user.role as Role,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionType: user.subscriptionType,
  };
}

/** The end user's address: the socket's, or X-Forwarded-For's as far as the trusted proxies (TRUST_PROXY_HOPS or TRUSTED_PROXIES) vouch for it. */
export function clientAddressOf(req: Request): string | null {
  return req.ip ?? req.socket.remoteAddress ?? null;
}

/** Whether the request comes from this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopbackClient(req: Request): boolean {
  const address = clientAddressOf(req);
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * The real viewer: `Authorization: Bearer <Firebase ID token>` first, then the `distill_session`
 * cookie, each resolved through identity and cached briefly. A credential identity refuses makes
 * the request anonymous (the subgraphs then refuse what needs a member).
 */
export class IdentityViewerResolver implements ViewerResolver {
  private readonly perRequest = new WeakMap<Request, Promise<Viewer>>();
  /** The credential each member's request was resolved from, and the cache's mark before it was. */
  private readonly credentialOf = new WeakMap<
    Request,
    { kind: CredentialKind; credential: string; mark: DropMark }
  >();

  constructor(
    private readonly identity: IdentityClient,
    private readonly cache: ViewerCache,
    private readonly logger: Logger,
  ) {}

  resolve(req: Request): Promise<Viewer> {
    let viewer = this.perRequest.get(req);
    if (!viewer) {
      viewer = this.resolveRequest(req);
      this.perRequest.set(req, viewer);
    }
    return viewer;
  }

  /** The viewer of one credential, from the cache or identity; null when identity refuses it. */
  private async viewerFor(
    kind: CredentialKind,
    credential: string,
    clientAddress: string | null,
  ): Promise<{ viewer: MemberViewer; mark: DropMark } | null> {
    const cacheKey = `${kind}:${credential}`;
    const { viewer: cached, mark } = await this.cache.get(cacheKey).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'viewer cache unavailable');
      return { viewer: null, mark: null };
    });
    if (cached) return { viewer: cached, mark };
    const user =
      kind === 'session'
        ? await this.identity.call<IdentityUser>(
            IdentityOperations.viewerForSession,
            'viewerForSession',
            { sessionToken: credential },
            { clientAddress },
          )
        : await this.identity.call<IdentityUser>(
            IdentityOperations.signInWithFirebase,
            'signInWithFirebase',
            { idToken: credential },
            { clientAddress },
          );
    // Identity failing (its database away) is not identity refusing the credential: answering
    // as anonymous would sign the member out (401) for the length of a fault.
    if (user.error && httpStatusForGraphQLCode(user.error.extensions?.code) >= 500) {
      throw new IdentityUnavailableError(`identity could not resolve a ${kind} credential`);
    }
    if (!user.value) return null;
    const viewer = memberViewerOf(user.value);
    await this.remember(kind, credential, viewer, mark);
    return { viewer, mark };
  }

  /** The cache's mark before a resolution that does not read it (a sign-in asks identity itself). */
  async markBeforeResolving(): Promise<DropMark> {
    return this.cache.mark().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'viewer cache unavailable');
      return null;
    });
  }

  /** Keeps the viewer of a credential, unless its user or credential was dropped after `mark`. */
  async remember(
    kind: CredentialKind,
    credential: string,
    viewer: MemberViewer,
    mark: DropMark,
  ): Promise<void> {
    await this.cache.set(`${kind}:${credential}`, viewer, mark).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'viewer cache unavailable');
    });
  }

  /**
   * Identity's own answer about the request's member (its "who am I"), kept for the credential
   * when it differs from the viewer the request was resolved as. A change of access reaches this
   * cache by event, a moment after identity holds it: without this, a member shown their new
   * trial could open the page it unlocks and be read as before until the event arrives.
   */
  async takeIdentityAnswer(
    req: Request,
    user: Pick<IdentityUser, 'id' | 'email' | 'role'> &
      Record<'subscriptionStatus' | 'subscriptionType', string>,
  ): Promise<void> {
    const resolvedFrom = this.credentialOf.get(req);
    const viewer = await this.resolve(req);
    if (!resolvedFrom || viewer.kind !== 'member' || viewer.id !== user.id) return;
    const { subscriptionStatus, subscriptionType } = user;
    if (!isSubscriptionStatus(subscriptionStatus) || !isSubscriptionType(subscriptionType)) return;
    const answered = memberViewerOf({ ...user, subscriptionStatus, subscriptionType });
    const fields = Object.keys(answered) as Array<keyof MemberViewer>;
    if (fields.every((field) => answered[field] === viewer[field])) return;
    await this.remember(resolvedFrom.kind, resolvedFrom.credential, answered, resolvedFrom.mark);
  }

  async forget(kind: CredentialKind, credential: string): Promise<void> {
    await this.cache.dropCredential(`${kind}:${credential}`);
  }

  async forgetUser(userId: string): Promise<void> {
    await this.cache.dropUser(userId);
  }

  private async resolveRequest(req: Request): Promise<Viewer> {
    // A request with a valid API key reads as its partner (see partnerAccess), never as a member.
    if (req.partner) return req.partner;
    const clientAddress = clientAddressOf(req);
    const bearer = bearerTokenOf(req);
    if (bearer) {
      const resolved = await this.viewerFor('firebase', bearer, clientAddress);
      if (resolved) {
        this.credentialOf.set(req, { kind: 'firebase', credential: bearer, mark: resolved.mark });
        return resolved.viewer;
      }
    }
    const session = sessionTokenOf(req);
    if (session) {
      const resolved = await this.viewerFor('session', session, clientAddress);
      if (resolved) {
        this.credentialOf.set(req, { kind: 'session', credential: session, mark: resolved.mark });
        return resolved.viewer;
      }
    }
    return ANONYMOUS_VIEWER;
  }
}
