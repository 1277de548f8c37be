import { Module } from '@nestjs/common';
import { CatalogProjectionModule } from '../catalog-projection/catalog-projection.module.js';
import { SectionTextConsumer } from './section-text.consumer.js';
import { SectionTextService } from './section-text.service.js';

@Module({
  imports: [CatalogProjectionModule],
  controllers: [SectionTextConsumer],
  providers: [SectionTextService],
})
export class SectionTextModule {}
