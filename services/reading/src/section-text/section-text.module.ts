import { Module } from '@nestjs/common';
import { SectionTextConsumer } from './section-text.consumer.js';
import { SectionTextService } from './section-text.service.js';

@Module({ controllers: [SectionTextConsumer], providers: [SectionTextService] })
export class SectionTextModule {}
