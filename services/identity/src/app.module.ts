import { type DynamicModule, Module } from '@nestjs/common';
import { JobQueues } from '@distill/contracts';
import { PlatformModule } from '@distill/platform';
import { CLOCK, type Clock, systemClock } from './clock.js';
import type { IdentityConfig } from './config.js';
import { IDENTITY_FEATURES } from './subgraph.js';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './identity.schema.js';

@Module({})
export class IdentityAppModule {
  /** `clock`: where identity reads the time for grace periods (tests pass one they can move). */
  static forRoot(config: IdentityConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: IdentityAppModule,
      global: true,
      providers: [{ provide: CLOCK, useValue: clock }],
      exports: [CLOCK],
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
        }),
        ...IDENTITY_FEATURES,
      ],
    };
  }
}
