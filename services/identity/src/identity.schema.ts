import { AccountDeletion } from './account-deletion/account-deletion.entity.js';
import { ApiKey } from './api-keys/api-key.entity.js';
import { DataArchive } from './data-archive/data-archive.entity.js';
import { EmailDelivery } from './email/email-delivery.entity.js';
import { EmailPreview } from './email/email-preview.entity.js';
import { CreateIdentity1732000000200 } from './migrations/1732000000200-CreateIdentity.js';
import { CreateApiKeys1732000000300 } from './migrations/1732000000300-CreateApiKeys.js';
import { SubscriptionFields1732000000210 } from './migrations/1732000000210-SubscriptionFields.js';
import { CreatePendingRegistration1732000000400 } from './migrations/1732000000400-CreatePendingRegistration.js';
import { AccountDeletion1796300000200 } from './migrations/1796300000200-AccountDeletion.js';
import { DataArchive1796400000100 } from './migrations/1796400000100-DataArchive.js';
import { EmailDeliveries1796500000200 } from './migrations/1796500000200-EmailDeliveries.js';
import { PasswordResetToken } from './password-reset/password-reset-token.entity.js';
import { PendingRegistration } from './registration/pending-registration.entity.js';
import { Session } from './sessions/session.entity.js';
import { User } from './users/user.entity.js';

export const IDENTITY_ENTITIES = [
  User,
  Session,
  PasswordResetToken,
  EmailPreview,
  ApiKey,
  PendingRegistration,
  AccountDeletion,
  DataArchive,
  EmailDelivery,
];
export const IDENTITY_MIGRATIONS = [
  CreateIdentity1732000000200,
  SubscriptionFields1732000000210,
  CreateApiKeys1732000000300,
  CreatePendingRegistration1732000000400,
  AccountDeletion1796300000200,
  DataArchive1796400000100,
  EmailDeliveries1796500000200,
];
