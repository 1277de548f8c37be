import {
  ANONYMOUS_VIEWER,
  BillingEvents,
  CatalogEvents,
  EVENT_TYPES,
  GATEWAY_CONSUMES,
  IdentityEvents,
  ReadingEvents,
  type MemberViewer,
} from '@distill/contracts';
import { EVENT_DROPS, EVERYONE, mutationDrops } from './invalidation.js';

const member = (overrides: Partial<MemberViewer> = {}): MemberViewer => ({
  kind: 'member',
  id: 'member-1',
  email: 'member-1@example.com',
  role: 'user',
  subscriptionStatus: 'free',
  subscriptionType: 'free',
  ...overrides,
});

const dropsOf = (type: string, payload: Record<string, unknown>) =>
  (EVENT_DROPS as Record<string, (payload: unknown) => unknown>)[type]?.(payload);

describe('the invalidation table', () => {
  it('has a row for exactly the events the gateway consumes', () => {
    expect(Object.keys(EVENT_DROPS).sort()).toEqual([...GATEWAY_CONSUMES].sort());
  });

  it('drops every public read on each catalog change but a free pick, and no member list', () => {
    const changes = Object.values(CatalogEvents).filter(
      (type) => type !== CatalogEvents.FreePickUsed,
    );
    expect(changes.length).toBeGreaterThan(10);
    for (const type of changes) {
      expect([type, dropsOf(type, { summaryId: 's' })]).toEqual([type, { publicReads: true }]);
    }
  });

  it("drops every member's lists once reading has committed a change to the cards they show", () => {
    expect(dropsOf(ReadingEvents.SummaryCardsChanged, { summaryIds: ['s'] })).toEqual({
      personalReadsOf: EVERYONE,
    });
  });

  it("drops only the picking member's reads on a free pick", () => {
    expect(dropsOf(CatalogEvents.FreePickUsed, { memberId: 'm', summaryId: 's' })).toEqual({
      personalReadsOf: 'm',
    });
  });

  it("drops a user's viewers when identity updates them, and their reads too when erased", () => {
    expect(dropsOf(IdentityEvents.UserUpdated, { userId: 'u' })).toEqual({ viewersOf: 'u' });
    expect(dropsOf(IdentityEvents.UserErased, { userId: 'u' })).toEqual({
      viewersOf: 'u',
      personalReadsOf: 'u',
    });
  });

  it('leaves out events whose change reaches the caches through another (a subscription: identity.user.updated)', () => {
    for (const type of Object.values(BillingEvents)) expect(dropsOf(type, {})).toBeUndefined();
    // Every event type is known to the table's reader, so a new catalog event cannot slip by.
    const catalog = EVENT_TYPES.filter((type) => type.startsWith('catalog.'));
    expect(catalog.filter((type) => dropsOf(type, { memberId: 'm' }) === undefined)).toEqual([]);
  });

  it("drops what a mutation's author may have changed", () => {
    expect(mutationDrops(member(), ['addFavorite'])).toEqual({ personalReadsOf: 'member-1' });
    expect(mutationDrops(member({ role: 'admin' }), ['updateSummary'])).toEqual({
      publicReads: true,
      personalReadsOf: EVERYONE,
    });
    expect(mutationDrops(member(), ['requestAccountDeletion'])).toEqual({
      personalReadsOf: 'member-1',
      viewersOf: 'member-1',
    });
    expect(mutationDrops(member(), ['revokeViewerSessions'])).toMatchObject({
      viewersOf: 'member-1',
    });
    expect(mutationDrops(ANONYMOUS_VIEWER, ['requestRegistration'])).toEqual({});
    expect(
      mutationDrops({ kind: 'partner', id: 'k', name: 'Library', scopes: [] }, ['anything']),
    ).toEqual({});
  });
});
