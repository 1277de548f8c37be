import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailModule } from '../email/email.module.js';
import { SignInMethodsModule } from '../sign-in-methods/sign-in-methods.module.js';
import { DataArchive } from './data-archive.entity.js';
import { DataArchiveJobs } from './data-archive.jobs.js';
import { DataArchiveResolver } from './data-archive.resolver.js';
import { DataArchiveService } from './data-archive.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([DataArchive]), EmailModule, SignInMethodsModule],
  providers: [DataArchiveService, DataArchiveResolver, DataArchiveJobs],
})
export class DataArchiveModule {}
