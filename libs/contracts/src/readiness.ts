/**
 * Counts that services report in their `/ready` answer and another module reads: `npm start`
 * (infra's stack) waits until the reading service's projection holds as many summaries as the
 * catalog, so the first pages that list summaries do not come up short.
 */
export const ReadinessCounts = {
  /** catalog: every summary it holds, drafts included. */
  CatalogSummaries: 'summaries',
  /** reading: the summaries its catalog projection holds (deleted ones left out). */
  ProjectedSummaries: 'summaries in the catalog projection',
} as const;
