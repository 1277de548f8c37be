import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailModule } from '../email/email.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { PendingRegistration } from './pending-registration.entity.js';
import { RegistrationResolver } from './registration.resolver.js';
import { RegistrationService } from './registration.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PendingRegistration]),
    UsersModule,
    SessionsModule,
    PasswordsModule,
    EmailModule,
  ],
  providers: [RegistrationService, RegistrationResolver],
})
export class RegistrationModule {}
