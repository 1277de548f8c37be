const UNIQUE_VIOLATION = '23505';

/** True when PostgreSQL refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string; driverError?: { code?: string } })?.driverError?.code ===
      UNIQUE_VIOLATION || (error as { code?: string })?.code === UNIQUE_VIOLATION
  );
}
