import { type DynamicModule, Module } from '@nestjs/common';
import { Clock, PlatformModule, systemClock } from '@distill/platform';
import { BILLING_ENTITIES, BILLING_MIGRATIONS } from './billing.schema.js';
import type { BillingConfig } from './config.js';
import { BILLING_FEATURES } from './subgraph.js';

@Module({})
export class BillingAppModule {
  /** `clock`: where billing reads the time (tests pass one they can move). */
  static forRoot(config: BillingConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: BillingAppModule,
      global: true,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
      imports: [
        PlatformModule.forRoot({
          service: 'billing',
          config,
          entities: BILLING_ENTITIES,
          migrations: BILLING_MIGRATIONS,
          readinessCounts: async (dataSource) => ({
            subscriptions: Number(
              (await dataSource.query('SELECT count(*) AS n FROM subscription'))[0].n,
            ),
          }),
        }),
        ...BILLING_FEATURES,
      ],
    };
  }
}
