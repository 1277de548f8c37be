import type { Type } from '@nestjs/common';
import {
  RESOLVER_NAME_METADATA,
  RESOLVER_PROPERTY_METADATA,
  RESOLVER_REFERENCE_METADATA,
  RESOLVER_TYPE_METADATA,
} from '@nestjs/graphql';
import { type FeatureModule, resolverClasses } from '../graphql/print-subgraph-schema.js';
import { ACCESS_METADATA, type DeclaredAccess } from './access.guard.js';

/** A resolver method: decorated metadata hangs on the function itself. */
type NamedMethod = { readonly name: string };

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Every resolver a service's features provide, keyed as the graph names it (`Query.favorites`,
 * `Mutation.addFavorite`, `User.pendingDeletion`, `Summary.__resolveReference`), with the access
 * it declares. Throws, naming each one, when a resolver declares none (or its method contradicts
 * its class), so a resolver added without `@Public()`, `@MemberOnly()`, `@AdminOnly()` or
 * `@GatewayOnly()` fails its service's test.
 */
export function resolverAccessTable(
  features: readonly FeatureModule[],
): Record<string, DeclaredAccess> {
  const table: Record<string, DeclaredAccess> = {};
  const faults: string[] = [];
  for (const resolver of new Set(resolverClasses(features))) {
    for (const { key, method } of resolverMethods(resolver)) {
      const onClass = Reflect.getMetadata(ACCESS_METADATA, resolver) as DeclaredAccess | undefined;
      const onMethod = Reflect.getMetadata(ACCESS_METADATA, method) as DeclaredAccess | undefined;
      const where = `${key} (${resolver.name}.${method.name})`;
      if (onClass && onMethod && onClass !== onMethod) {
        faults.push(`${where} declares ${onMethod} inside a class declared ${onClass}`);
      } else if (!onClass && !onMethod) {
        faults.push(
          `${where} declares no access: add @Public(), @MemberOnly(), @AdminOnly() or @GatewayOnly()`,
        );
      } else if (onMethod === 'gateway' && !ROOT_TYPES.has(key.split('.')[0]!)) {
        faults.push(`${where}: only a query or mutation can be @GatewayOnly()`);
      } else {
        table[key] = (onMethod ?? onClass)!;
      }
    }
  }
  if (faults.length > 0)
    throw new Error(`Resolvers without a valid access declaration:\n${faults.join('\n')}`);
  return table;
}

/** The methods Nest's GraphQL explorer turns into resolvers, named as it names them. */
function resolverMethods(resolver: Type): Array<{ key: string; method: NamedMethod }> {
  const prototype = resolver.prototype as Record<string, unknown>;
  const found: Array<{ key: string; method: NamedMethod }> = [];
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const method = prototype[name];
    if (name === 'constructor' || typeof method !== 'function') continue;
    const type =
      (Reflect.getMetadata(RESOLVER_TYPE_METADATA, method) as string | undefined) ??
      (Reflect.getMetadata(RESOLVER_TYPE_METADATA, resolver) as string | undefined);
    const isField = Reflect.getMetadata(RESOLVER_PROPERTY_METADATA, method) === true;
    const isReference = Reflect.getMetadata(RESOLVER_REFERENCE_METADATA, method) === true;
    const isRoot =
      type !== undefined &&
      ROOT_TYPES.has(type) &&
      Reflect.hasMetadata(RESOLVER_TYPE_METADATA, method);
    if (!isRoot && !isField && !isReference) continue;
    const field = isReference
      ? '__resolveReference'
      : ((Reflect.getMetadata(RESOLVER_NAME_METADATA, method) as string | undefined) ?? name);
    found.push({ key: `${type ?? resolver.name}.${field}`, method: method as NamedMethod });
  }
  return found;
}
