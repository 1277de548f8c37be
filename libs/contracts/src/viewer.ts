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
export type Viewer = AnonymousViewer | MemberViewer | PartnerViewer;

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

/** What a partner API key may be licensed for, beyond reading as a visitor. */
export const API_KEY_SCOPES = ['premium-content'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * A partner calling with an API key: reads as a visitor would, never changes anything, and
 * reads premium content in full only with the `premium-content` scope.
 */
export interface PartnerViewer {
  kind: 'partner';
  /** The API key's id (never the key). */
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

export const ANONYMOUS_VIEWER: AnonymousViewer = Object.freeze({ kind: 'anonymous' });

export function isAdmin(viewer: Viewer): viewer is MemberViewer {
  return viewer.kind === 'member' && viewer.role === 'admin';
}

/**
 * The product rule for premium entitlement, used by every service and the web client: an admin,
 * or a subscription status that grants Premium (trialing, active, past_due within the grace);
 * for a partner, a key licensed with the `premium-content` scope.
 */
export function hasPremiumEntitlement(
  viewer: Viewer | Pick<MemberViewer, 'kind' | 'role' | 'subscriptionStatus'>,
): boolean {
  if (viewer.kind === 'partner') return viewer.scopes.includes('premium-content');
  return (
    viewer.kind === 'member' &&
    (viewer.role === 'admin' || STATUS_GRANTS_PREMIUM[viewer.subscriptionStatus] === true)
  );
}

const NO_UNLOCKED_SUMMARIES: ReadonlySet<string> = new Set();

/**
 * The product's one access rule (spec section 4): full content when the summary is free, the
 * viewer is entitled to premium, or the viewer is a member who unlocked this summary with a free
 * pick that has not expired (`unlockedSummaryIds`: that member's current picks, which only the
 * member's own reads pass). The catalog cuts content with it and the reading service lets a
 * member favourite or record progress only where it holds, so both always agree.
 */
export function canReadInFull(
  summary: { id: string; isPremium: boolean },
  viewer: Viewer,
  unlockedSummaryIds: ReadonlySet<string> = NO_UNLOCKED_SUMMARIES,
): boolean {
  return (
    !summary.isPremium ||
    hasPremiumEntitlement(viewer) ||
    (viewer.kind === 'member' && unlockedSummaryIds.has(summary.id))
  );
}

/** Header names shared by the gateway and the subgraphs. */
export const VIEWER_CONTEXT_HEADER = 'x-distill-viewer';
export const CORRELATION_ID_HEADER = 'x-correlation-id';
export const API_KEY_HEADER = 'x-api-key';
