/**
 * Shape checks for admin request bodies: each named field must have its JSON type or be
 * absent/null. Emptiness and ranges are the catalog's rules (with the spec's messages); this
 * only turns a wrong type into a clear 400 before it reaches GraphQL.
 */
export type FieldType = 'string' | 'integer' | 'boolean';

export type BodyCheck =
  { ok: true; values: Record<string, unknown> } | { ok: false; message: string };

/** GraphQL Int is 32-bit: larger numbers would fail there with a less helpful message. */
const MAX_INT = 2 ** 31 - 1;

const TYPE_NAMES: Record<FieldType, string> = {
  string: 'a string',
  integer: 'a whole number',
  boolean: 'true or false',
};

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}

/** The fields of `schema` present in `body` (null when absent), or why the body is unusable. */
export function readBody(body: unknown, schema: Record<string, FieldType>): BodyCheck {
  if (!isJsonObject(body)) return { ok: false, message: 'Request body must be a JSON object' };
  const values: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(schema)) {
    const value = body[field];
    if (value === undefined || value === null) {
      values[field] = null;
      continue;
    }
    if (!hasType(value, type))
      return { ok: false, message: `${field} must be ${TYPE_NAMES[type]}` };
    if (type === 'integer' && Math.abs(value as number) > MAX_INT) {
      return { ok: false, message: `${field} is out of range` };
    }
    values[field] = value;
  }
  return { ok: true, values };
}

/** Spec section 3: the reorder payload, a list of {id, order}. */
export function readSectionOrders(
  body: unknown,
):
  | { ok: true; sectionOrders: Array<{ id: string; order: number }> }
  | { ok: false; message: string } {
  const message = 'sectionOrders must be a list of {id, order}';
  if (!isJsonObject(body) || !Array.isArray(body.sectionOrders)) return { ok: false, message };
  if (body.sectionOrders.length > MAX_SECTIONS) {
    return { ok: false, message: `sectionOrders may list at most ${MAX_SECTIONS} sections` };
  }
  const sectionOrders = [];
  for (const entry of body.sectionOrders as unknown[]) {
    if (
      !isJsonObject(entry) ||
      typeof entry.id !== 'string' ||
      !Number.isSafeInteger(entry.order) ||
      Math.abs(entry.order as number) > MAX_INT
    ) {
      return { ok: false, message };
    }
    sectionOrders.push({ id: entry.id, order: entry.order as number });
  }
  return { ok: true, sectionOrders };
}

/** More sections than any summary has; keeps a reorder request small. */
const MAX_SECTIONS = 500;
