import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SignInModule } from '../sign-in/sign-in.module.js';
import { UsersModule } from '../users/users.module.js';
import { FirebaseSignInResolver } from './firebase-sign-in.resolver.js';
import { FirebaseSignInService } from './firebase-sign-in.service.js';
import { FirebaseTokensModule } from './firebase-tokens.module.js';

@Module({
  imports: [UsersModule, SignInModule, PasswordsModule, FirebaseTokensModule],
  providers: [FirebaseSignInService, FirebaseSignInResolver],
})
export class FirebaseModule {}
