import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirebaseTokensModule } from '../firebase/firebase-tokens.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountDeletion } from './account-deletion.entity.js';
import { AccountDeletionResolver } from './account-deletion.resolver.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountErasureJobs } from './account-erasure.jobs.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([AccountDeletion]),
    FirebaseTokensModule,
    PasswordsModule,
    SessionsModule,
  ],
  providers: [AccountDeletionService, AccountDeletionResolver, AccountErasureJobs],
})
export class AccountDeletionModule {}
