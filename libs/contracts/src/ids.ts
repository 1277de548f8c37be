const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, so callers answer "not found" or "bad input". */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
