import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventPublisher, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { CatalogConfig } from '../config.js';
import { isCatalogEmpty, seedCatalog } from './catalog-seeder.js';
import { loadSeedContent } from './seed-content.js';

/** A fresh installation starts with the bundled library; an existing catalog is never touched. */
@Injectable()
export class SeedOnStart implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<CatalogConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runtime.config.SEED_EMPTY_CATALOG || !(await isCatalogEmpty(this.dataSource))) return;
    const inserted = await seedCatalog(this.dataSource, this.events, await loadSeedContent());
    this.runtime.logger.info({ inserted }, 'seeded the empty catalog');
  }
}
