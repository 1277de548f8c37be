import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AdminBootstrap } from './admin-bootstrap.js';
import { User } from './user.entity.js';
import { UsersResolver } from './users.resolver.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), PasswordsModule, SessionsModule, ApiKeysModule],
  providers: [UsersService, UsersResolver, AdminBootstrap],
  exports: [UsersService],
})
export class UsersModule {}
