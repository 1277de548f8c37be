import { Module } from '@nestjs/common';
import { SummaryCards } from './summary-cards.service.js';

/** Summaries' cards, for every module that answers a summary known by its key alone. */
@Module({ providers: [SummaryCards], exports: [SummaryCards] })
export class SummaryCardsModule {}
