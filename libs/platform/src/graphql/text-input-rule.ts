import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';

/**
 * The C0 and C1 control characters and DEL (Unicode's Cc), except tab, line feed and carriage
 * return (text content has lines). PostgreSQL refuses NUL outright, NEXT LINE (U+0085) breaks a
 * line in some parsers, and none of them belongs in any text a person types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Unicode's Bidi_Control characters (marks, embeddings, overrides, isolates): they reorder the
 * text around them where it is shown, so free text that others' tools display (a note in an
 * export) refuses them; names keep them (see `textInputFault`).
 */
const BIDI_CONTROL = /\p{Bidi_Control}/u;

/**
 * Half of a UTF-16 surrogate pair without its other half (in `u` mode a whole pair is one code
 * point, so only lone halves match): not text at all, no UTF-8 encoding exists for it, and
 * libraries that encode text (e.g. `encodeURI` inside validator's isEmail) throw on it.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/**
 * Why a string is refused as text input, or null when it is taken as given. Combining marks,
 * zero-width and right-to-left characters are well-formed text that real names and scripts
 * use: they are stored as given (and always rendered escaped).
 */
export function textInputFault(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode text';
  if (hasControlCharacter(text)) return 'must not contain control characters';
  return null;
}

export interface RefusedText {
  /** The dotted path of the string (e.g. `input.tags[1]`), or the argument's name. */
  path: string;
  fault: string;
}

/** The first nested string refused as text input, or null. */
export function findRefusedText(value: unknown, path: string): RefusedText | null {
  if (typeof value === 'string') {
    const fault = textInputFault(value);
    return fault ? { path, fault } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findRefusedText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findRefusedText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A parsed document's literals never change, and Apollo keeps one parsed document per
 * operation text: each is scanned once, not on every request that sends it.
 */
const scannedDocuments = new WeakMap<DocumentNode, RefusedText | null>();

function argumentWithRefusedText(document: DocumentNode): RefusedText | null {
  let found = scannedDocuments.get(document);
  if (found === undefined) {
    found = scanArguments(document);
    scannedDocuments.set(document, found);
  }
  return found;
}

function scanArguments(document: DocumentNode): RefusedText | null {
  let found: RefusedText | null = null;
  visit(document, {
    Argument(node) {
      if (found) return false;
      visit(node.value, {
        StringValue(literal) {
          const fault = found ? null : textInputFault(literal.value);
          if (fault) found = { path: node.name.value, fault };
        },
      });
      return undefined;
    },
  });
  return found;
}

export function textInputError({ path, fault }: RefusedText): GraphQLError {
  return new GraphQLError(`${path} ${fault}`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * The one rule for text input: every string a client sends (variables and inline arguments)
 * is refused with 400 BAD_USER_INPUT when it is not well-formed UTF-16 or holds a control
 * character. The gateway and every subgraph install it, so REST routes (which run GraphQL
 * operations) inherit it too.
 */
export function rejectMalformedText<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const refused =
            findRefusedText(request.variables ?? {}, '') ?? argumentWithRefusedText(document);
          if (refused) throw textInputError(refused);
        },
      };
    },
  };
}
