import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailModule } from '../email/email.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { PasswordResetResolver } from './password-reset.resolver.js';
import { PasswordResetService } from './password-reset.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PasswordResetToken]),
    UsersModule,
    SessionsModule,
    PasswordsModule,
    EmailModule,
  ],
  providers: [PasswordResetService, PasswordResetResolver],
})
export class PasswordResetModule {}
