import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { FirebaseSignInResolver } from './firebase-sign-in.resolver.js';
import { FirebaseSignInService } from './firebase-sign-in.service.js';
import { FirebaseTokenVerifier } from './firebase-token-verifier.js';

@Module({
  imports: [UsersModule],
  providers: [FirebaseTokenVerifier, FirebaseSignInService, FirebaseSignInResolver],
})
export class FirebaseModule {}
