import { type DynamicModule, Module } from '@nestjs/common';
import { JobQueues } from '@distill/contracts';
import { PlatformModule } from '@distill/platform';
import type { IdentityConfig } from './config.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { EmailModule } from './email/email.module.js';
import { FirebaseModule } from './firebase/firebase.module.js';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './identity.schema.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { IdentityRedisModule } from './redis/redis.module.js';
import { SignInModule } from './sign-in/sign-in.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class IdentityAppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityAppModule,
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
        IdentityRedisModule,
        RateLimitsModule,
        UsersModule,
        SignInModule,
        PasswordResetModule,
        EmailModule,
        FirebaseModule,
        ApiKeysModule,
        SubscriptionsModule,
      ],
    };
  }
}
