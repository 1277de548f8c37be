import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  ANONYMOUS_VIEWER,
  API_KEY_SCOPES,
  isSubscriptionStatus,
  isSubscriptionType,
  type ApiKeyScope,
  type MemberViewer,
  type Role,
  type Viewer,
} from '@distill/contracts';

const ISSUER = 'distill-gateway';
const AUDIENCE = 'distill-subgraphs';
/** Long enough for one federated operation to fan out, short enough to be useless if leaked. */
export const VIEWER_CONTEXT_LIFETIME_SECONDS = 60;

export class InvalidViewerContextError extends Error {}

export interface ViewerContextOptions {
  /**
   * The end user's network address as the gateway saw it. Subgraphs see only the gateway, so
   * per-address rules (sign-in rate limits) need it carried here.
   */
  clientAddress?: string | null;
}

/** Everything a subgraph learns from the gateway's signature. */
export interface VerifiedViewerContext {
  viewer: Viewer;
  clientAddress: string | null;
  /** When the token stops being accepted (ms since the epoch). */
  expiresAt: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signed by the gateway for every subgraph request; the token is the whole viewer. */
export async function signViewerContext(
  viewer: Viewer,
  secret: string,
  options: ViewerContextOptions = {},
): Promise<string> {
  const claims = claimsOf(viewer);
  if (options.clientAddress) claims.addr = options.clientAddress;
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${VIEWER_CONTEXT_LIFETIME_SECONDS}s`);
  if (viewer.kind !== 'anonymous') token.setSubject(viewer.id);
  return token.sign(keyOf(secret));
}

function claimsOf(viewer: Viewer): Record<string, unknown> {
  switch (viewer.kind) {
    case 'anonymous':
      return { kind: 'anonymous' };
    case 'partner':
      return { kind: 'partner', name: viewer.name, scopes: viewer.scopes };
    case 'member':
      return {
        kind: 'member',
        email: viewer.email,
        role: viewer.role,
        subscriptionStatus: viewer.subscriptionStatus,
        subscriptionType: viewer.subscriptionType,
      };
  }
}

const isScope = (value: unknown): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly unknown[]).includes(value);

export async function verifyViewerContext(
  token: string,
  secrets: string | readonly string[],
): Promise<Viewer> {
  return (await verifyViewerContextClaims(token, secrets)).viewer;
}

/**
 * `verifyViewerContext` plus the optional claims (the client address). Several secrets are
 * accepted during an INTERNAL_SECRET rotation: the current one and the one being replaced.
 */
export async function verifyViewerContextClaims(
  token: string,
  secrets: string | readonly string[],
): Promise<VerifiedViewerContext> {
  let payload: JWTPayload | undefined;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    try {
      ({ payload } = await jwtVerify(token, keyOf(secret), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      }));
      break;
    } catch {
      // Try the next accepted secret.
    }
  }
  if (!payload) throw new InvalidViewerContextError('invalid viewer context');
  const clientAddress = typeof payload.addr === 'string' && payload.addr ? payload.addr : null;
  const expiresAt = (payload.exp as number) * 1000;
  if (payload.kind === 'anonymous') return { viewer: ANONYMOUS_VIEWER, clientAddress, expiresAt };
  if (payload.kind === 'partner') {
    const { sub, name, scopes } = payload;
    if (
      typeof sub !== 'string' ||
      typeof name !== 'string' ||
      !Array.isArray(scopes) ||
      !scopes.every(isScope)
    ) {
      throw new InvalidViewerContextError('malformed viewer context');
    }
    return { viewer: { kind: 'partner', id: sub, name, scopes }, clientAddress, expiresAt };
  }
  const { sub, email, role, subscriptionStatus, subscriptionType } = payload;
  if (
    payload.kind !== 'member' ||
    typeof sub !== 'string' ||
    typeof email !== 'string' ||
    (role !== 'user' && role !== 'admin') ||
    !isSubscriptionStatus(subscriptionStatus) ||
    !isSubscriptionType(subscriptionType)
  ) {
    throw new InvalidViewerContextError('malformed viewer context');
  }
  const member: MemberViewer = {
    kind: 'member',
    id: sub,
    email,
    role: role as Role,
    subscriptionStatus,
    subscriptionType,
  };
  return { viewer: member, clientAddress, expiresAt };
}

/** Tokens a subgraph remembers having verified; a forgotten one is simply verified again. */
const MAX_VERIFIED_TOKENS = 50_000;

/**
 * The viewer contexts a subgraph has verified, by their exact token, until each expires: the
 * gateway reuses a viewer's token for a while (its `ViewerTokens`), and verifying the same
 * signature again on every request was a share of each subgraph call's CPU. Only a token that
 * passed `verifyViewerContextClaims` is kept, and never past its own expiry.
 */
export class VerifiedViewerContexts {
  private readonly verified = new LRUCache<string, VerifiedViewerContext>({
    max: MAX_VERIFIED_TOKENS,
  });

  constructor(private readonly secrets: string | readonly string[]) {}

  async verify(token: string): Promise<VerifiedViewerContext> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known;
    const context = await verifyViewerContextClaims(token, this.secrets);
    const remainingMs = context.expiresAt - Date.now();
    if (remainingMs > 0) this.verified.set(token, context, { ttl: remainingMs });
    return context;
  }
}

/** The secrets a subgraph accepts: the current one, and during a rotation the previous one. */
export function acceptedInternalSecrets(config: {
  INTERNAL_SECRET: string;
  INTERNAL_SECRET_PREVIOUS?: string | undefined;
}): string[] {
  return config.INTERNAL_SECRET_PREVIOUS
    ? [config.INTERNAL_SECRET, config.INTERNAL_SECRET_PREVIOUS]
    : [config.INTERNAL_SECRET];
}
