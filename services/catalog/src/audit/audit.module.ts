import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditResolver } from './audit.resolver.js';
import { AuditService } from './audit.service.js';
import { ChangeLog } from './change-log.js';

/** Global: every content feature records its changes through the one `ChangeLog`. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  providers: [AuditService, AuditResolver, ChangeLog],
  exports: [ChangeLog],
})
export class AuditModule {}
