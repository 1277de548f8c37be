import { z } from 'zod';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { baseConfigSchema } from '@distill/platform';

export const readingConfigSchema = baseConfigSchema.extend({
  /** Overrides the default database `distill_reading` on the DATABASE_URL server. */
  READING_DATABASE_URL: z.url().optional(),
  /** How often the review e-mails' scheduler looks for members whose time came; 0: never. */
  REVIEW_EMAIL_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  READING_PORT: z.coerce.number().int().min(1).max(65535).default(SERVICE_MANIFEST.reading.port),
});

export type ReadingConfig = z.infer<typeof readingConfigSchema>;
