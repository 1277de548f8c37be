import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';

@Module({
  providers: [PasswordHasher, PasswordPolicy],
  exports: [PasswordHasher, PasswordPolicy],
})
export class PasswordsModule {}
