import { Module } from '@nestjs/common';
import { FirebaseTokensModule } from '../firebase/firebase-tokens.module.js';
import { UsersModule } from '../users/users.module.js';
import { SignInMethodsResolver } from './sign-in-methods.resolver.js';
import { SignInMethodsService } from './sign-in-methods.service.js';

@Module({
  imports: [UsersModule, FirebaseTokensModule],
  providers: [SignInMethodsService, SignInMethodsResolver],
  exports: [SignInMethodsService],
})
export class SignInMethodsModule {}
