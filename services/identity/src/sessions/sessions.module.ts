import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirebaseTokensModule } from '../firebase/firebase-tokens.module.js';
import { Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Session]), FirebaseTokensModule],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
