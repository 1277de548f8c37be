import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReaderSettingsRow } from './reader-settings.entity.js';
import { ReaderSettingsResolver } from './reader-settings.resolver.js';
import { ReaderSettingsService } from './reader-settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ReaderSettingsRow])],
  providers: [ReaderSettingsService, ReaderSettingsResolver],
})
export class ReaderSettingsModule {}
