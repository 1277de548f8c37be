import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { InboxEventServer } from '../events/inbox-event.server.js';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';

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

/** Listens on the service's configured HOST (loopback unless a container sets 0.0.0.0). */
export async function runService(appModule: AppModule, port: number): Promise<void> {
  const app = await createServiceApp(appModule);
  const { HOST } = app.get<symbol, PlatformRuntime>(PLATFORM_OPTIONS).config;
  await app.listen(port, HOST);
  app.get(Logger).log(`listening on ${HOST}:${port}`);
}
