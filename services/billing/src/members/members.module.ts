import { Module } from '@nestjs/common';
import { MemberAccountsService } from './member-accounts.service.js';

@Module({ providers: [MemberAccountsService], exports: [MemberAccountsService] })
export class MembersModule {}
