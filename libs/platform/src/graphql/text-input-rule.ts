import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (text content has
 * lines). PostgreSQL refuses NUL outright and none of them belongs in any text a person types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The dotted path of the first string holding a control character, or null. */
export function findControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacter(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

function argumentWithControlCharacter(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      if (found) return false;
      visit(node.value, {
        StringValue(literal) {
          if (!found && hasControlCharacter(literal.value)) found = node.name.value;
        },
      });
      return undefined;
    },
  });
  return found;
}

export function controlCharacterError(name: string): GraphQLError {
  return new GraphQLError(`${name} must not contain control characters`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * The one rule for text input: every string a client sends (variables and inline arguments)
 * is refused with 400 BAD_USER_INPUT when it holds a control character. The gateway and every
 * subgraph install it, so REST routes (which run GraphQL operations) inherit it too.
 */
export function rejectControlCharacters<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const variable = findControlCharacter(request.variables ?? {}, '');
          if (variable) throw controlCharacterError(variable);
          const argument = argumentWithControlCharacter(document);
          if (argument) throw controlCharacterError(argument);
        },
      };
    },
  };
}
