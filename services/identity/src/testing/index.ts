// The identity service's test kit for other projects' tests (the gateway's):
// `@distill/identity/testing`. Their suites reach identity only through it, never through its
// internals (a lint rule keeps it so).
import type { INestApplication } from '@nestjs/common';
import { AccountErasureJobs } from '../account-deletion/account-erasure.jobs.js';
import { type AccessChange, UsersService } from '../users/users.service.js';

export { IDENTITY_MIGRATIONS } from '../identity.schema.js';
export { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.js';

/**
 * Changes a member's role or subscription in the running identity app, announcing it
 * (`identity.user.updated`) as every change of access does: for tests that need a subscriber or
 * an admin.
 */
export async function changeMemberAccess(
  identityApp: INestApplication,
  userId: string,
  change: AccessChange,
): Promise<void> {
  await identityApp.get(UsersService).changeAccess(userId, change);
}

/**
 * Runs identity's account-erasure sweep now (as its timer would): every account whose
 * grace period has passed, by the clock the app was given, is erased and announced.
 */
export async function sweepAccountErasures(identityApp: INestApplication): Promise<number> {
  return identityApp.get(AccountErasureJobs).sweep();
}
