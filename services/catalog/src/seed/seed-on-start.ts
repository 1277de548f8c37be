import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventPublisher, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { CatalogConfig } from '../config.js';
import { isCatalogEmpty, seedCatalog } from './catalog-seeder.js';
import { loadSeedContent } from './seed-content.js';

/**
 * A fresh installation starts with the bundled library. An existing catalog gets nothing added
 * back (an admin may have deleted a summary on purpose); only the bundled summaries nobody has
 * edited are brought up to the bundled text.
 */
@Injectable()
export class SeedOnStart implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<CatalogConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runtime.config.SEED_EMPTY_CATALOG) return;
    const addMissing = await isCatalogEmpty(this.dataSource);
    const result = await seedCatalog(this.dataSource, this.events, await loadSeedContent(), {
      addMissing,
    });
    this.runtime.logger.info(result, 'seeded the catalog');
  }
}
