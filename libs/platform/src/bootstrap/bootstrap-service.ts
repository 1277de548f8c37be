import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ensureDatabaseExists } from '../database/ensure-database.js';
import { serviceDataSourceOptions } from '../database/data-source-options.js';
import { NestLogger } from '../logging/nest-logger.js';
import { InboxEventServer } from '../events/inbox-event.server.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { ProcessMetrics } from '../metrics/process-metrics.js';
import { PlatformModule } from '../platform.module.js';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import {
  closeConnectionsWhileDraining,
  closeHttpServer,
  keepIdleConnectionsFor,
  holdTerminationRequests,
  ShutdownState,
} from '../shutdown/graceful-shutdown.js';
import { startTracing } from '../tracing/tracing.js';

type AppModule = Parameters<typeof NestFactory.create>[0];

/**
 * Creates a service application: structured logger and the event inbox transport. `listen` and
 * signal handling are left to the caller so tests can use an ephemeral port and drive shutdown.
 */
export async function createServiceApp(appModule: AppModule): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(appModule, { bufferLogs: true });
  const runtime = app.get<PlatformRuntime>(PLATFORM_OPTIONS);
  app.useLogger(new NestLogger(runtime.logger));
  // Only the gateway calls a subgraph, and it never revalidates: an ETag would hash every answer
  // for nobody.
  app.set('etag', false);
  // Registered before Nest's own parsers, which then leave JSON to this one.
  if (runtime.jsonBodyLimit) app.useBodyParser('json', { limit: runtime.jsonBodyLimit });
  keepIdleConnectionsFor(app.getHttpServer(), runtime.config.HTTP_KEEP_ALIVE_TIMEOUT_MS);
  closeConnectionsWhileDraining(app.getHttpServer(), app.get(ShutdownState));
  app.connectMicroservice({ strategy: app.get(InboxEventServer) }, { inheritAppConfig: true });
  await app.startAllMicroservices();
  return app;
}

/**
 * Stops taking work and finishes what is in flight before anything is closed: the listener
 * stops accepting and answers its open requests while the event workers finish their active
 * jobs (queued ones stay for another replica); the outbox relay finishes its batch first so
 * nothing is half-relayed. Only then do the modules close (queues, Redis, database pools).
 */
export async function drainServiceApp(app: INestApplication): Promise<void> {
  const relay = app.get(OutboxRelay);
  await Promise.all([
    closeHttpServer(app.getHttpServer()),
    relay.stop().then(() => app.get(InboxEventServer).close()),
  ]);
  await app.close();
}

/**
 * A service process: `node dist/main.js` serves; `node dist/main.js migrate` migrates the
 * service's database and exits (run once per deployment when replicas set RUN_MIGRATIONS=false).
 */
export async function runService(appModule: DynamicModule, port: number): Promise<void> {
  const runtime = platformRuntimeOf(appModule);
  if (process.argv[2] === 'migrate') {
    await migrateServiceDatabase(runtime);
    return;
  }
  const { config, logger } = runtime;
  const termination = holdTerminationRequests();
  const tracing = startTracing(runtime.service, {
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const app = await createServiceApp(appModule);
  const metricsServer = config.METRICS_PORT
    ? await app.get(ProcessMetrics).listen(config.METRICS_PORT, config.HOST)
    : undefined;
  // HOST is loopback unless a container sets 0.0.0.0: a laptop on a shared network stays private.
  await app.listen(port, config.HOST);
  termination.handle({
    logger,
    state: app.get(ShutdownState),
    readinessDelayMs: config.SHUTDOWN_READINESS_DELAY_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drain: async () => {
      await drainServiceApp(app);
      if (metricsServer) await closeHttpServer(metricsServer);
      await tracing.shutdown();
    },
  });
  logger.info(
    `listening on ${config.HOST}:${port}${config.METRICS_PORT ? `, metrics on ${config.METRICS_PORT}` : ''}`,
  );
}

/** Creates the database when missing and applies every pending migration, then disconnects. */
export async function migrateServiceDatabase(runtime: PlatformRuntime): Promise<void> {
  await ensureDatabaseExists(runtime.databaseUrl);
  const dataSource = new DataSource(
    serviceDataSourceOptions(runtime.databaseUrl, runtime, runtime.config.DATABASE_POOL_SIZE),
  );
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    runtime.logger.info(
      { applied: applied.map((migration) => migration.name) },
      `${runtime.service}: ${applied.length} migration(s) applied`,
    );
  } finally {
    await dataSource.destroy();
  }
}

/** The service options given to `PlatformModule.forRoot` inside a service's root module. */
function platformRuntimeOf(appModule: DynamicModule): PlatformRuntime {
  const platform = appModule.imports?.find(
    (imported): imported is DynamicModule =>
      typeof imported === 'object' && 'module' in imported && imported.module === PlatformModule,
  );
  const provider = platform?.providers?.find(
    (candidate) =>
      typeof candidate === 'object' &&
      'provide' in candidate &&
      candidate.provide === PLATFORM_OPTIONS,
  );
  if (!provider || !('useValue' in provider)) {
    throw new Error('runService needs a module that imports PlatformModule.forRoot(...)');
  }
  return provider.useValue as PlatformRuntime;
}
