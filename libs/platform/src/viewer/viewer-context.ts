import { SignJWT, jwtVerify } from 'jose';
import { ANONYMOUS_VIEWER, type MemberViewer, type Role, type Viewer } from '@distill/contracts';

const ISSUER = 'distill-gateway';
const AUDIENCE = 'distill-subgraphs';
/** Long enough for one federated operation to fan out, short enough to be useless if leaked. */
const LIFETIME_SECONDS = 60;

export class InvalidViewerContextError extends Error {}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signed by the gateway for every subgraph request; the token is the whole viewer. */
export async function signViewerContext(viewer: Viewer, secret: string): Promise<string> {
  const claims =
    viewer.kind === 'anonymous'
      ? { kind: 'anonymous' }
      : {
          kind: 'member',
          email: viewer.email,
          role: viewer.role,
          subscriptionStatus: viewer.subscriptionStatus,
          subscriptionType: viewer.subscriptionType,
        };
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
  if (payload.kind === 'anonymous') return ANONYMOUS_VIEWER;
  const { sub, email, role, subscriptionStatus, subscriptionType } = payload;
  if (
    payload.kind !== 'member' ||
    typeof sub !== 'string' ||
    typeof email !== 'string' ||
    (role !== 'user' && role !== 'admin') ||
    typeof subscriptionStatus !== 'string' ||
    typeof subscriptionType !== 'string'
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
  return member;
}
