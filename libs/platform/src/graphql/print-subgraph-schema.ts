import { printSubgraphSchema } from '@apollo/subgraph';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';

/**
 * The federation SDL of a service, as the gateway's composition needs it (with the @link to
 * federation v2, which the file written by `autoSchemaFile` lacks). Boots the service's module
 * without listening, so it needs the service's database to be reachable.
 */
export async function printServiceSubgraphSchema(
  appModule: Parameters<typeof NestFactory.create>[0],
): Promise<string> {
  const app = await NestFactory.create(appModule, { logger: false });
  await app.init();
  try {
    return printSubgraphSchema(app.get(GraphQLSchemaHost).schema);
  } finally {
    await app.close();
  }
}
