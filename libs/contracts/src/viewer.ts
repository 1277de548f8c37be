import {
  STATUS_GRANTS_PREMIUM,
  type SubscriptionStatus,
  type SubscriptionType,
} from './subscription.js';

export type Role = 'user' | 'admin';

/**
 * Who is asking, as resolved by the gateway and signed into every subgraph request.
 * Anonymous visitors are explicit (`kind: 'anonymous'`) so no code mistakes "no viewer" for
 * "a viewer we forgot to pass".
 */
export type Viewer = AnonymousViewer | MemberViewer;

export interface AnonymousViewer {
  kind: 'anonymous';
}

export interface MemberViewer {
  kind: 'member';
  id: string;
  email: string;
  role: Role;
  subscriptionStatus: SubscriptionStatus;
  subscriptionType: SubscriptionType;
}

export const ANONYMOUS_VIEWER: AnonymousViewer = Object.freeze({ kind: 'anonymous' });

export function isAdmin(viewer: Viewer): viewer is MemberViewer {
  return viewer.kind === 'member' && viewer.role === 'admin';
}

/**
 * The product rule for premium entitlement, used by every service and the web client: an admin,
 * or a subscription status that grants Premium (trialing, active, past_due within the grace).
 */
export function hasPremiumEntitlement(
  viewer: Viewer | Pick<MemberViewer, 'kind' | 'role' | 'subscriptionStatus'>,
): boolean {
  return (
    viewer.kind === 'member' &&
    (viewer.role === 'admin' || STATUS_GRANTS_PREMIUM[viewer.subscriptionStatus] === true)
  );
}

/** Header names shared by the gateway and the subgraphs. */
export const VIEWER_CONTEXT_HEADER = 'x-distill-viewer';
export const CORRELATION_ID_HEADER = 'x-correlation-id';
