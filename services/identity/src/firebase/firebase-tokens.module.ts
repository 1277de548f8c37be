import { Module } from '@nestjs/common';
import { FirebaseTokenVerifier } from './firebase-token-verifier.js';

/** The one firebase-admin app of the service: verifies ID tokens and revokes a user's tokens. */
@Module({
  providers: [FirebaseTokenVerifier],
  exports: [FirebaseTokenVerifier],
})
export class FirebaseTokensModule {}
