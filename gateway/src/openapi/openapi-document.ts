import {
  buildASTSchema,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';
import { type JsonSchema, OperationShape, type Shape } from './route-description.js';
import type { RestRoute } from './route-table.js';
import { SESSION_COOKIE } from '../identity/session-cookie.js';

const SCALARS: Record<string, JsonSchema> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

const NULL: JsonSchema = { type: 'null' };
const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, NULL] });

/** A fragment `SummaryFields` is the component `Summary`. */
const componentNameOf = (fragment: string) => fragment.replace(/Fields$/, '');

/**
 * JSON Schemas of GraphQL operations' results and variables, from the supergraph's types (all
 * of them, `@inaccessible` ones too: the credential operations identity answers directly use
 * those). A selection that is exactly one named fragment becomes a `$ref` to a component of
 * that fragment, so the shared shapes (a summary, a user) read once in the document.
 */
export class OperationSchemas {
  private readonly schema: GraphQLSchema;
  readonly components: Record<string, JsonSchema> = {};

  constructor(supergraphSdl: string) {
    this.schema = buildASTSchema(parse(supergraphSdl), { assumeValidSDL: true });
  }

  shapeOf(shape: OperationShape): JsonSchema {
    const document = typeof shape.document === 'string' ? parse(shape.document) : shape.document;
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation) throw new Error('a route names a document without an operation');
    const fragments = new Map(
      document.definitions
        .filter(
          (definition): definition is FragmentDefinitionNode =>
            definition.kind === Kind.FRAGMENT_DEFINITION,
        )
        .map((fragment) => [fragment.name.value, fragment]),
    );
    return shape.part === 'variables'
      ? this.variables(operation, shape.path)
      : this.resultAt(operation, shape.path, fragments);
  }

  private variables(operation: OperationDefinitionNode, name: string): JsonSchema {
    const definitions = operation.variableDefinitions ?? [];
    const typeOf = (node: (typeof definitions)[number]) =>
      typeFromAST(this.schema, node.type as never) as GraphQLInputType | undefined;
    if (name) {
      const definition = definitions.find((node) => node.variable.name.value === name);
      const type = definition && typeOf(definition);
      if (!type) throw new Error(`${operationName(operation)} has no variable $${name}`);
      return this.input(type, true);
    }
    return {
      type: 'object',
      properties: Object.fromEntries(
        definitions.map((node) => [node.variable.name.value, this.input(typeOf(node)!, false)]),
      ),
      required: definitions
        .filter((node) => node.type.kind === Kind.NON_NULL_TYPE && !node.defaultValue)
        .map((node) => node.variable.name.value),
    };
  }

  /** An input type; at the top of a body `null` is left out (absent is how one omits a field). */
  private input(type: GraphQLInputType, top: boolean): JsonSchema {
    const nullable = !isNonNullType(type);
    const inner = getNullableType(type);
    let schema: JsonSchema;
    if (isListType(inner)) {
      schema = { type: 'array', items: this.input(inner.ofType, false) };
    } else if (isInputObjectType(inner)) {
      const fields = Object.values(inner.getFields());
      schema = {
        type: 'object',
        ...(inner.description ? { description: inner.description } : {}),
        properties: Object.fromEntries(
          fields.map((field) => [
            field.name,
            {
              ...this.input(field.type, false),
              ...(field.description ? { description: field.description } : {}),
            },
          ]),
        ),
        required: fields
          .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
          .map((field) => field.name),
      };
    } else {
      schema = this.leaf(inner);
    }
    return nullable && !top ? orNull(schema) : schema;
  }

  private leaf(type: GraphQLOutputType | GraphQLInputType): JsonSchema {
    const named = getNamedType(type);
    if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((v) => v.name) };
    if (isScalarType(named)) return SCALARS[named.name] ?? {};
    throw new Error(`${named.name} is not a leaf type`);
  }

  /** The field at `path` (response keys) of the operation's result, lists along it kept. */
  private resultAt(
    operation: OperationDefinitionNode,
    path: string,
    fragments: Map<string, FragmentDefinitionNode>,
  ): JsonSchema {
    const root = operation.operation === 'mutation' ? 'Mutation' : 'Query';
    let parent = this.schema.getType(root) as GraphQLOutputType;
    let selection: SelectionSetNode = operation.selectionSet;
    let lists = 0;
    const keys = path.split('.');
    for (const [index, key] of keys.entries()) {
      const field = this.fieldsOf(selection, fragments).get(key);
      const parentType = getNamedType(parent);
      const definition =
        field && 'getFields' in parentType ? parentType.getFields()[field.name.value] : undefined;
      if (!field || !definition) {
        throw new Error(
          `${operationName(operation)} selects no ${keys.slice(0, index + 1).join('.')}`,
        );
      }
      if (index === keys.length - 1) {
        let schema = this.output(definition.type, field, fragments);
        for (let i = 0; i < lists; i++) schema = { type: 'array', items: schema };
        return schema;
      }
      let type = getNullableType(definition.type);
      while (isListType(type)) {
        lists++;
        type = getNullableType(type.ofType);
      }
      parent = type;
      selection = field.selectionSet!;
    }
    throw new Error(`${operationName(operation)}: an empty path`);
  }

  /** The fields a selection set answers, by response key, through its fragments. */
  private fieldsOf(
    selection: SelectionSetNode,
    fragments: Map<string, FragmentDefinitionNode>,
  ): Map<string, FieldNode> {
    const fields = new Map<string, FieldNode>();
    for (const node of selection.selections) {
      if (node.kind === Kind.FIELD) fields.set(node.alias?.value ?? node.name.value, node);
      else {
        const inner =
          node.kind === Kind.FRAGMENT_SPREAD
            ? fragments.get(node.name.value)?.selectionSet
            : node.selectionSet;
        if (inner)
          for (const [key, field] of this.fieldsOf(inner, fragments)) fields.set(key, field);
      }
    }
    return fields;
  }

  private output(
    type: GraphQLOutputType,
    field: FieldNode,
    fragments: Map<string, FragmentDefinitionNode>,
  ): JsonSchema {
    const nullable = !isNonNullType(type);
    const inner = getNullableType(type);
    let schema: JsonSchema;
    if (isListType(inner)) {
      schema = { type: 'array', items: this.output(inner.ofType, field, fragments) };
    } else if (field.selectionSet) {
      schema = this.object(inner, field.selectionSet, fragments);
    } else {
      schema = this.leaf(inner);
    }
    return nullable ? orNull(schema) : schema;
  }

  private object(
    type: GraphQLOutputType,
    selection: SelectionSetNode,
    fragments: Map<string, FragmentDefinitionNode>,
  ): JsonSchema {
    const [only] = selection.selections;
    if (selection.selections.length === 1 && only?.kind === Kind.FRAGMENT_SPREAD) {
      const name = componentNameOf(only.name.value);
      if (!this.components[name]) {
        this.components[name] = {}; // a fragment that reaches itself refers, never loops
        this.components[name] = this.object(
          type,
          fragments.get(only.name.value)!.selectionSet,
          fragments,
        );
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    const named = getNamedType(type);
    const definitions = 'getFields' in named ? named.getFields() : {};
    const fields = [...this.fieldsOf(selection, fragments)].filter(
      ([, node]) => node.name.value !== '__typename',
    );
    return {
      type: 'object',
      properties: Object.fromEntries(
        fields.map(([key, node]) => {
          const definition = definitions[node.name.value];
          if (!definition) throw new Error(`${named.name} has no field ${node.name.value}`);
          const schema = this.output(definition.type, node, fragments);
          return [
            key,
            definition.description ? { ...schema, description: definition.description } : schema,
          ];
        }),
      ),
      required: fields.map(([key]) => key),
    };
  }
}

const operationName = (operation: OperationDefinitionNode) =>
  operation.name?.value ?? 'an anonymous operation';

/** Every operation shape inside `shape` replaced by its JSON Schema. */
function resolveShape(shape: Shape | unknown, schemas: OperationSchemas): unknown {
  if (shape instanceof OperationShape) return schemas.shapeOf(shape);
  if (Array.isArray(shape)) return shape.map((item) => resolveShape(item, schemas));
  if (shape && typeof shape === 'object') {
    return Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, resolveShape(value, schemas)]),
    );
  }
  return shape;
}

/** The answer a route sends: a null at the top of an operation's result is its 404 instead. */
function answerSchema(shape: Shape, schemas: OperationSchemas): JsonSchema {
  const schema = resolveShape(shape, schemas) as JsonSchema;
  const variants =
    shape instanceof OperationShape ? (schema.anyOf as JsonSchema[] | undefined) : undefined;
  return variants?.length === 2 && variants[1]?.type === 'null' ? variants[0]! : schema;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
};

/** `/api/summaries/:id` as OpenAPI writes it, with its path parameters. */
function openApiPath(path: string): { path: string; parameters: string[] } {
  const parameters: string[] = [];
  const written = path.replace(/:(\w+)/g, (_match, name: string) => {
    parameters.push(name);
    return `{${name}}`;
  });
  return { path: written, parameters };
}

const tagOf = (path: string) => {
  const [, , first, second] = path.split('/');
  return first === 'admin' ? `admin/${second}` : first!;
};

export interface OpenApiDocument {
  document: Record<string, unknown>;
  /** Routes served without a description ("METHOD /path"): the reference test refuses them. */
  undescribed: string[];
}

/**
 * The OpenAPI 3.1 document of the REST facade: one operation per route of the table, its
 * parameters, body and answer from the route's description, its GraphQL shapes resolved against
 * the supergraph. Errors are described once: every refusal is its status with the message as
 * plain text, and a 503 says when to retry.
 */
export function openApiDocumentOf(
  routes: readonly RestRoute[],
  supergraphSdl: string,
  info: { version: string; serverUrl: string },
): OpenApiDocument {
  const schemas = new OperationSchemas(supergraphSdl);
  const paths: Record<string, Record<string, unknown>> = {};
  const undescribed: string[] = [];
  for (const route of routes) {
    const { description } = route;
    if (!description) {
      undescribed.push(`${route.method} ${route.path}`);
      continue;
    }
    const { path, parameters } = openApiPath(route.path);
    const status = description.status ?? (description.answer === null ? 204 : 200);
    const success =
      description.answer === null && !description.answerMedia
        ? { description: STATUS_TEXT[status] ?? 'Success' }
        : {
            description: STATUS_TEXT[status] ?? 'Success',
            ...(description.answerHeaders
              ? {
                  headers: Object.fromEntries(
                    Object.entries(description.answerHeaders).map(([name, said]) => [
                      name,
                      { description: said, schema: { type: 'string' } },
                    ]),
                  ),
                }
              : {}),
            content: Object.fromEntries(
              [description.answerMedia ?? 'application/json'].flat().map((media) => [
                media,
                {
                  schema:
                    description.answer === null
                      ? { type: 'string' }
                      : answerSchema(description.answer, schemas),
                },
              ]),
            ),
          };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: operationIdOf(route),
      tags: [tagOf(route.path)],
      summary: description.summary,
      ...(description.description ? { description: description.description } : {}),
      parameters: [
        ...parameters.map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        ...Object.entries(description.query ?? {}).map(([name, parameter]) => ({
          name,
          in: 'query',
          required: parameter.required ?? false,
          description: parameter.description,
          schema: parameter.schema,
        })),
      ],
      ...(description.body
        ? {
            requestBody: {
              required: true,
              content: {
                [description.bodyMedia ?? 'application/json']: {
                  schema: resolveShape(description.body, schemas),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(status)]: success,
        '4XX': { $ref: '#/components/responses/Refused' },
        '503': { $ref: '#/components/responses/Unavailable' },
      },
    };
  }
  return {
    undescribed,
    document: {
      openapi: '3.1.0',
      info: {
        title: 'Distill REST API',
        version: info.version,
        description:
          'The REST facade of Distill: every route runs GraphQL operations of the public graph ' +
          '(`/graphql`), so each rule lives once, in its service. JSON in camelCase. A refused ' +
          'request answers its status with the reason as plain text. Partners send `X-Api-Key` ' +
          'to the GET routes and read as a visitor would; members use their session cookie or ' +
          'a Firebase ID token. Routes that change something accept only same-origin requests ' +
          'with a JSON body.',
      },
      servers: [{ url: info.serverUrl }],
      paths,
      components: {
        schemas: schemas.components,
        responses: {
          Refused: {
            description:
              'Refused: 400 bad input, 401 not signed in, 403 not allowed, 404 not found, ' +
              '409 conflict, 415 not JSON, 429 too many requests (with Retry-After).',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          Unavailable: {
            description:
              'A service behind the gateway is unreachable: retry after the delay given.',
            headers: {
              'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
            },
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
        },
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          firebase: { type: 'http', scheme: 'bearer', description: 'A Firebase ID token' },
          partnerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{}, { session: [] }, { firebase: [] }, { partnerKey: [] }],
    },
  };
}

/** `GET /api/summaries/:id/sections` → `getSummariesIdSections`: unique per method and path. */
function operationIdOf(route: RestRoute): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[/\-:]+/)
    .filter(Boolean);
  return (
    route.method.toLowerCase() +
    words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}
