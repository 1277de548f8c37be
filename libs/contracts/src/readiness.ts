/**
 * Counts that services report in their `/ready` answer and another module reads: `npm start`
 * (infra's stack) waits until the reading service holds as many summaries and sections as the
 * catalog, so the first pages that list summaries do not come up short and a highlight can be
 * filed in any section (reading checks it against the section's text).
 */
export const ReadinessCounts = {
  /** catalog: every summary it holds, drafts included. */
  CatalogSummaries: 'summaries',
  /** reading: the summaries its catalog projection holds (deleted ones left out). */
  ProjectedSummaries: 'summaries in the catalog projection',
  /** catalog: every section it holds. */
  CatalogSections: 'sections',
  /** reading: the sections whose text it holds (deleted ones left out). */
  ProjectedSections: 'sections with their text',
} as const;
