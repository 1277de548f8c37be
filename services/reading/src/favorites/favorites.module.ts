import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogProjectionModule } from '../catalog-projection/catalog-projection.module.js';
import { SummaryCardsModule } from '../summaries/summary-cards.module.js';
import { Favorite } from './favorite.entity.js';
import { FavoritesResolver } from './favorites.resolver.js';
import { FavoritesService } from './favorites.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Favorite]), CatalogProjectionModule, SummaryCardsModule],
  providers: [FavoritesService, FavoritesResolver],
  exports: [FavoritesService],
})
export class FavoritesModule {}
