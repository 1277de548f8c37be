import { z } from 'zod';
import { baseConfigSchema } from '@distill/platform';

export const catalogConfigSchema = baseConfigSchema.extend({
  /** Overrides the default database `distill_catalog` on the DATABASE_URL server. */
  CATALOG_DATABASE_URL: z.url().optional(),
  CATALOG_PORT: z.coerce.number().int().min(1).max(65535).default(4002),
  /**
   * Seed the bundled summaries when the catalog is empty at start (never re-adds deleted ones);
   * on an existing catalog, bring the seeded summaries nobody has edited up to the bundled text.
   */
  SEED_EMPTY_CATALOG: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Premium summaries a member without Premium may unlock per calendar month (spec section 2:
   * "3 free summaries per month"); 0 turns free picks off.
   */
  FREE_MONTHLY_PICKS: z.coerce.number().int().min(0).max(100).default(3),
});

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
