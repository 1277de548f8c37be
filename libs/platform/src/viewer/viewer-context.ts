import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
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
const LIFETIME_SECONDS = 60;

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
    .setExpirationTime(`${LIFETIME_SECONDS}s`);
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
      }));
      break;
    } catch {
      // Try the next accepted secret.
    }
  }
  if (!payload) throw new InvalidViewerContextError('invalid viewer context');
  const clientAddress = typeof payload.addr === 'string' && payload.addr ? payload.addr : null;
  if (payload.kind === 'anonymous') return { viewer: ANONYMOUS_VIEWER, clientAddress };
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
    return { viewer: { kind: 'partner', id: sub, name, scopes }, clientAddress };
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
  return { viewer: member, clientAddress };
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
