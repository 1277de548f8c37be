import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';
import { SignInResolver } from './sign-in.resolver.js';
import { SignInService } from './sign-in.service.js';

@Module({
  imports: [UsersModule, SessionsModule, PasswordsModule],
  providers: [SignInService, SignInRateLimiter, SignInResolver],
  exports: [SignInService],
})
export class SignInModule {}
