import { type DynamicModule, Module } from '@nestjs/common';
import { JobQueues } from '@distill/contracts';
import { Clock, PlatformModule, systemClock } from '@distill/platform';
import type { IdentityConfig } from './config.js';
import { DATA_ARCHIVE_BODY_LIMIT } from './data-archive/data-archive.limits.js';
import { IDENTITY_FEATURES } from './subgraph.js';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './identity.schema.js';

@Module({})
export class IdentityAppModule {
  /** `clock`: where identity reads the time for grace periods (tests pass one they can move). */
  static forRoot(config: IdentityConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: IdentityAppModule,
      global: true,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
      imports: [
        PlatformModule.forRoot({
          service: 'identity',
          config,
          entities: IDENTITY_ENTITIES,
          migrations: IDENTITY_MIGRATIONS,
          readinessCounts: async (dataSource) => ({
            accounts: Number(
              (await dataSource.query('SELECT count(*) AS n FROM user_account'))[0].n,
            ),
          }),
          jobQueues: [JobQueues.IdentityEmail],
          // The gateway hands members' data archives over as base64 (DataArchiveService.store).
          jsonBodyLimit: DATA_ARCHIVE_BODY_LIMIT,
        }),
        ...IDENTITY_FEATURES,
      ],
    };
  }
}
