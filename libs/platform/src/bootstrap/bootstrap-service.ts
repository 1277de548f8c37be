import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { InboxEventServer } from '../events/inbox-event.server.js';

/**
 * Creates a service application: structured logger, graceful shutdown, the event inbox
 * transport. `listen` is left to the caller so tests can use an ephemeral port.
 */
type AppModule = Parameters<typeof NestFactory.create>[0];

export async function createServiceApp(appModule: AppModule): Promise<INestApplication> {
  const app = await NestFactory.create(appModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.connectMicroservice({ strategy: app.get(InboxEventServer) }, { inheritAppConfig: true });
  await app.startAllMicroservices();
  return app;
}

export async function runService(appModule: AppModule, port: number): Promise<void> {
  const app = await createServiceApp(appModule);
  await app.listen(port, '0.0.0.0');
  app.get(Logger).log(`listening on port ${port}`);
}
