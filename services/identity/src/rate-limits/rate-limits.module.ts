import { Global, Module } from '@nestjs/common';
import { AbuseLimits } from './abuse-limits.js';

@Global()
@Module({ providers: [AbuseLimits], exports: [AbuseLimits] })
export class RateLimitsModule {}
