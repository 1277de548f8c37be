import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Summary } from './summary.entity.js';

/** Summaries with their category, as every answer about a summary carries it. */
export function summariesWithCategory(manager: EntityManager): SelectQueryBuilder<Summary> {
  return manager
    .createQueryBuilder(Summary, 'summary')
    .leftJoinAndSelect('summary.category', 'category');
}
