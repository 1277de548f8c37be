/**
 * What a REST route says about itself, written next to the route where it is registered
 * (`described(...)` around its handler): the OpenAPI document at /api/openapi.json is generated
 * from these, read off the routes the gateway really serves (route-table.ts), so a route and its
 * description cannot drift apart, and a route registered without one fails the reference test.
 *
 * Shapes come from the GraphQL operation a route runs wherever it answers (a part of) that
 * operation's result: `resultOf(Document, 'field.path')` is turned into JSON Schema from the
 * operation's own selection and the supergraph's types when the document is generated.
 */
import type { DocumentNode } from 'graphql';
import type { RequestHandler } from 'express';

/** The JSON type of a body field, as `rest/http.ts`'s body readers check it. */
export type FieldType = 'string' | 'integer' | 'boolean';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it), possibly holding operation shapes. */
export type JsonSchema = { [keyword: string]: unknown };

/** A shape: plain JSON Schema, or a part of a GraphQL operation's result or variables. */
export type Shape = JsonSchema | OperationShape;

/**
 * A value taken from a GraphQL operation: `path` names a field of its result by response key
 * (`'search.edges'`; lists along the way make it a list), or with `variables` the operation's
 * variables (all of them as an object, or the one named by `path`).
 */
export class OperationShape {
  constructor(
    readonly document: DocumentNode | string,
    readonly path: string,
    readonly part: 'result' | 'variables',
  ) {}
}

/** A field of the operation's result (dotted response keys). */
export const resultOf = (document: DocumentNode | string, path: string) =>
  new OperationShape(document, path, 'result');

/** The operation's variables as a JSON object, or (with `name`) one variable's type. */
export const variablesOf = (document: DocumentNode | string, name = '') =>
  new OperationShape(document, name, 'variables');

export const text = (description?: string): JsonSchema => ({
  type: 'string',
  ...(description ? { description } : {}),
});
export const integer = (description?: string): JsonSchema => ({
  type: 'integer',
  ...(description ? { description } : {}),
});
export const oneOfText = (values: readonly string[], description?: string): JsonSchema => ({
  type: 'string',
  enum: [...values],
  ...(description ? { description } : {}),
});
export const constant = (value: unknown): JsonSchema => ({ const: value });
export const nullable = (shape: Shape): JsonSchema => ({ anyOf: [shape, { type: 'null' }] });

/** An object whose every listed field is present (`optional` names the ones that may be absent). */
export function objectOf(
  properties: Record<string, Shape>,
  { optional = [] as readonly string[] } = {},
): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
  };
}

/** Everything `base` has, with the fields of `extra` added or replaced. */
export const extending = (base: Shape, extra: Record<string, Shape>): JsonSchema => ({
  allOf: [base, objectOf(extra)],
});

const FIELD_TYPE_SCHEMAS: Record<FieldType, JsonSchema> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
};

/**
 * A JSON body from the field types a route checks it with (`readBody`'s schema, `readFields`'s
 * names): the same list describes and checks it.
 */
export function bodyOfFields(
  fields: Readonly<Record<string, FieldType>> | readonly string[],
  { required = [] as readonly string[], additional = true } = {},
): JsonSchema {
  const types: Record<string, FieldType> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((name) => [name, 'string' as const]))
    : (fields as Record<string, FieldType>);
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(types).map(([name, type]) => [name, FIELD_TYPE_SCHEMAS[type]]),
    ),
    required: Array.isArray(fields) ? [...fields] : [...required],
    ...(additional ? {} : { additionalProperties: false }),
  };
}

export interface QueryParameter {
  schema: JsonSchema;
  description: string;
  required?: boolean;
}

export interface RouteDescription {
  /** One line: what the route does. */
  summary: string;
  /** Who may call it and what it refuses, when more needs saying than the summary. */
  description?: string;
  query?: Record<string, QueryParameter>;
  /** The JSON request body (`body.media` for another type, e.g. Stripe's raw bytes). */
  body?: Shape;
  bodyMedia?: string;
  /** The success status; 200 unless said. */
  status?: number;
  /** The success answer's JSON; null for none (204, or a 200 with an empty body). */
  answer: Shape | null;
  /** The success answer's media types when it is not JSON (an HTML page, a download). */
  answerMedia?: string | readonly string[];
  /** Headers of the success answer (a list's paging), by name: what each says. */
  answerHeaders?: Record<string, string>;
}

/** The key under which a handler carries its route's description. */
export const ROUTE_DESCRIPTION = Symbol('route description');

export type DescribedHandler = RequestHandler & { [ROUTE_DESCRIPTION]: RouteDescription };

/**
 * The route's last handler, carrying its description. Attached to the handler rather than added
 * as a layer of its own: the cached public reads pay for every layer a request passes.
 */
export function described<H extends (req: never, res: never, next: never) => unknown>(
  description: RouteDescription,
  handler: H,
): H & { [ROUTE_DESCRIPTION]: RouteDescription } {
  return Object.assign(handler, { [ROUTE_DESCRIPTION]: description });
}

export function descriptionOf(handler: unknown): RouteDescription | undefined {
  return typeof handler === 'function'
    ? (handler as Partial<DescribedHandler>)[ROUTE_DESCRIPTION]
    : undefined;
}
