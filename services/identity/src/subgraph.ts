import type { FeatureModule } from '@distill/platform';
import { AccountDeletionModule } from './account-deletion/account-deletion.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { DataArchiveModule } from './data-archive/data-archive.module.js';
import { EmailModule } from './email/email.module.js';
import { FirebaseModule } from './firebase/firebase.module.js';
import { IdentityRedisModule } from './redis/redis.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { RegistrationModule } from './registration/registration.module.js';
import { EmailFeedbackModule } from './email-feedback/email-feedback.module.js';
import { ReviewEmailsModule } from './review-emails/review-emails.module.js';
import { SignInModule } from './sign-in/sign-in.module.js';
import { SignInMethodsModule } from './sign-in-methods/sign-in-methods.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { UsersModule } from './users/users.module.js';

/**
 * The identity service's features, which its app module imports and from which its build prints the
 * subgraph's SDL (`subgraph.command.ts`: resolvers' types only, no database).
 */
export const IDENTITY_FEATURES: FeatureModule[] = [
  IdentityRedisModule,
  RateLimitsModule,
  UsersModule,
  SignInModule,
  RegistrationModule,
  PasswordResetModule,
  EmailModule,
  FirebaseModule,
  SignInMethodsModule,
  ApiKeysModule,
  SubscriptionsModule,
  ReviewEmailsModule,
  EmailFeedbackModule,
  AccountDeletionModule,
  DataArchiveModule,
];
