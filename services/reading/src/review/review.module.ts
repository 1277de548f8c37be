import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReviewCard } from './review-card.entity.js';
import { ReviewSettings } from './review-settings.entity.js';
import { ReviewResolver } from './review.resolver.js';
import { ReviewService } from './review.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ReviewCard, ReviewSettings])],
  providers: [ReviewService, ReviewResolver],
  exports: [ReviewService],
})
export class ReviewModule {}
