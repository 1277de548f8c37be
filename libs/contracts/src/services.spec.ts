import { CatalogEvents, IdentityEvents, ReadingEvents } from './events.js';
import {
  EVENT_CONSUMERS,
  EVENT_TYPES,
  SERVICE_MANIFEST,
  SERVICE_NAMES,
  eventsConsumedBy,
} from './services.js';

describe('service manifest', () => {
  it('routes every event type to exactly the consumers that list it', () => {
    for (const type of EVENT_TYPES) {
      const expected = [...SERVICE_NAMES, 'gateway' as const].filter((consumer) =>
        eventsConsumedBy(consumer).includes(type),
      );
      expect(EVENT_CONSUMERS[type]).toEqual(expected);
    }
    expect(Object.keys(EVENT_CONSUMERS).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('sends the catalog summary, section-edit and category events to reading, every catalog event and user updates to the gateway', () => {
    const readingEvents: string[] = [
      CatalogEvents.SummaryPublished,
      CatalogEvents.SummaryUnpublished,
      CatalogEvents.SummaryUpdated,
      CatalogEvents.SummaryDeleted,
      CatalogEvents.SectionCreated,
      CatalogEvents.SectionUpdated,
      CatalogEvents.SectionDeleted,
      CatalogEvents.SectionsReordered,
      CatalogEvents.CategoryCreated,
      CatalogEvents.CategoryUpdated,
      CatalogEvents.CategoryDeleted,
      CatalogEvents.FreePickUsed,
    ];
    for (const type of Object.values(CatalogEvents)) {
      expect(EVENT_CONSUMERS[type]).toEqual(
        readingEvents.includes(type) ? ['reading', 'gateway'] : ['gateway'],
      );
    }
    expect(EVENT_CONSUMERS[IdentityEvents.UserUpdated]).toEqual(['gateway']);
    expect(EVENT_CONSUMERS[IdentityEvents.UserRegistered]).toEqual([]);
    expect(EVENT_CONSUMERS[IdentityEvents.UserErased]).toEqual([
      'catalog',
      'reading',
      'billing',
      'gateway',
    ]);
  });

  it("sends reading's review e-mails to identity, which holds the member's address", () => {
    expect(EVENT_CONSUMERS[ReadingEvents.ReviewEmailScheduled]).toEqual(['identity']);
  });

  it("sends reading's committed card changes to the gateway, which drops members' lists on them", () => {
    expect(EVENT_CONSUMERS[ReadingEvents.SummaryCardsChanged]).toEqual(['gateway']);
  });

  it('gives each service its own port, variables and database', () => {
    const entries = Object.values(SERVICE_MANIFEST);
    for (const field of [
      'port',
      'portVariable',
      'database',
      'databaseUrlVariable',
      'gatewayUrlVariable',
    ] as const) {
      expect(new Set(entries.map((entry) => entry[field])).size).toBe(entries.length);
    }
    for (const [name, entry] of Object.entries(SERVICE_MANIFEST)) {
      expect(entry.database).toBe(`distill_${name}`);
      expect(entry.databaseUrlVariable).toBe(`${name.toUpperCase()}_DATABASE_URL`);
      expect(entry.entry).toBe(`services/${name}/dist/main.js`);
    }
  });
});
