import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyUsage } from './api-key-usage.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeysResolver } from './api-keys.resolver.js';
import { ApiKeysService } from './api-keys.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ApiKey])],
  providers: [ApiKeysService, ApiKeyUsage, ApiKeysResolver],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
