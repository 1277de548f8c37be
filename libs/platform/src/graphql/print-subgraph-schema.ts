import { writeFile } from 'node:fs/promises';
import { printSubgraphSchema } from '@apollo/subgraph';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import type { DynamicModule, Provider, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants.js';
import { NestFactory } from '@nestjs/core';
import { GraphQLModule, GraphQLSchemaHost, RESOLVER_NAME_METADATA } from '@nestjs/graphql';

/** What shapes a subgraph's schema: shared by the running service and its printed SDL. */
export const SUBGRAPH_SCHEMA_OPTIONS = {
  autoSchemaFile: { federation: 2 },
  sortSchema: true,
} as const satisfies ApolloFederationDriverConfig;

/** A module a service's app imports: a module class or a `forRoot()`-style dynamic module. */
export type FeatureModule = Type | DynamicModule;

/** The resolver classes the feature modules provide, through their imports too. */
export function resolverClasses(modules: readonly unknown[], seen = new Set<unknown>()): Type[] {
  const resolvers: Type[] = [];
  for (const module of modules) {
    if (typeof module !== 'function' && (typeof module !== 'object' || module === null)) continue;
    if (seen.has(module)) continue;
    seen.add(module);
    const dynamic = typeof module === 'object' ? (module as DynamicModule) : undefined;
    const moduleClass = dynamic?.module ?? module;
    const metadata = (key: string): unknown[] => [
      ...((Reflect.getMetadata(key, moduleClass) as unknown[] | undefined) ?? []),
      ...((dynamic?.[key as keyof DynamicModule] as unknown[] | undefined) ?? []),
    ];
    for (const provider of metadata(MODULE_METADATA.PROVIDERS)) {
      if (typeof provider === 'function' && Reflect.hasMetadata(RESOLVER_NAME_METADATA, provider))
        resolvers.push(provider as Type);
    }
    resolvers.push(...resolverClasses(metadata(MODULE_METADATA.IMPORTS), seen));
  }
  return resolvers;
}

/**
 * The federation SDL of a service's GraphQL features, as the gateway's composition needs it (with
 * the @link to federation v2, which the file written by `autoSchemaFile` lacks). Schema only: the
 * resolvers are inert stand-ins of their classes (the schema comes from their decorators), so no
 * database, Redis or configuration is involved. It reads NestJS's process-wide type metadata:
 * print one service per process.
 */
export async function printSubgraphSchemaOf(features: readonly FeatureModule[]): Promise<string> {
  const standIns: Provider[] = resolverClasses(features).map((resolver) => ({
    provide: resolver,
    useValue: Object.create(resolver.prototype as object) as object,
  }));
  const schemaOnly: DynamicModule = {
    module: class SubgraphSchemaModule {},
    imports: [
      GraphQLModule.forRoot<ApolloFederationDriverConfig>({
        driver: ApolloFederationDriver,
        ...SUBGRAPH_SCHEMA_OPTIONS,
      }),
    ],
    providers: standIns,
  };
  const app = await NestFactory.createApplicationContext(schemaOnly, { logger: false });
  try {
    return printSubgraphSchema(app.get(GraphQLSchemaHost).schema);
  } finally {
    await app.close();
  }
}

/** A service's build step: writes its subgraph SDL (`dist/schema.graphql`) for the gateway. */
export async function writeSubgraphSchema(
  features: readonly FeatureModule[],
  file: URL,
): Promise<void> {
  await writeFile(file, await printSubgraphSchemaOf(features));
}
