import { SignJWT, jwtVerify } from 'jose';
import {
  ANONYMOUS_VIEWER,
  isSubscriptionStatus,
  isSubscriptionType,
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
  const claims: Record<string, unknown> =
    viewer.kind === 'anonymous'
      ? { kind: 'anonymous' }
      : {
          kind: 'member',
          email: viewer.email,
          role: viewer.role,
          subscriptionStatus: viewer.subscriptionStatus,
          subscriptionType: viewer.subscriptionType,
        };
  if (options.clientAddress) claims.addr = options.clientAddress;
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`);
  if (viewer.kind === 'member') token.setSubject(viewer.id);
  return token.sign(keyOf(secret));
}

export async function verifyViewerContext(token: string, secret: string): Promise<Viewer> {
  return (await verifyViewerContextClaims(token, secret)).viewer;
}

/** `verifyViewerContext` plus the optional claims (the client address). */
export async function verifyViewerContextClaims(
  token: string,
  secret: string,
): Promise<VerifiedViewerContext> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    }));
  } catch {
    throw new InvalidViewerContextError('invalid viewer context');
  }
  const clientAddress = typeof payload.addr === 'string' && payload.addr ? payload.addr : null;
  if (payload.kind === 'anonymous') return { viewer: ANONYMOUS_VIEWER, clientAddress };
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
