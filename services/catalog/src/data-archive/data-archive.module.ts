import { Module } from '@nestjs/common';
import { CatalogDataResolver } from './catalog-data.resolver.js';

@Module({ providers: [CatalogDataResolver] })
export class DataArchiveModule {}
