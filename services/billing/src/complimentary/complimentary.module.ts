import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { ComplimentaryResolver } from './complimentary.resolver.js';
import { ComplimentaryService } from './complimentary.service.js';

@Module({ imports: [MembersModule], providers: [ComplimentaryService, ComplimentaryResolver] })
export class ComplimentaryModule {}
