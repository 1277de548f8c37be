import {
  type DynamicModule,
  Global,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { pinoHttp } from 'pino-http';
import type { NextFunction, Request, Response } from 'express';
import { CORRELATION_ID_HEADER } from '@distill/contracts';
import { serviceDatabaseUrl, type BaseConfig } from './config/config.js';
import { serviceDataSourceOptions } from './database/data-source-options.js';
import { ensureDatabaseExists } from './database/ensure-database.js';
import { HttpErrorFilter } from './errors/http-exception.filter.js';
import { EventPublisher } from './events/event-publisher.js';
import { EVENT_TRANSPORT } from './events/event-transport.js';
import { InboxEventServer } from './events/inbox-event.server.js';
import { OutboxRelay } from './events/outbox-relay.js';
import { subgraphGraphQLModule } from './graphql/subgraph-graphql.module.js';
import { HealthController } from './health/health.controller.js';
import { createEventTransport } from './runtime/event-transport.js';
import { ProcessMetrics } from './metrics/process-metrics.js';
import { ServiceMetrics } from './metrics/service-metrics.js';
import { ShutdownState } from './shutdown/graceful-shutdown.js';
import { httpServerTracing } from './tracing/tracing.js';
import { correlationIdOf, createLogger } from './logging/logger.js';
import { runWithCorrelationId } from './logging/request-context.js';
import {
  PLATFORM_OPTIONS,
  type PlatformOptions,
  type PlatformRuntime,
} from './platform.options.js';
import { ViewerContextMiddleware } from './viewer/viewer-context.middleware.js';

function correlationIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const correlationId = correlationIdOf(req);
  res.setHeader(CORRELATION_ID_HEADER, correlationId);
  runWithCorrelationId(correlationId, next);
}

/**
 * Everything a Distill service stands on: configuration, structured logs with correlation ids,
 * its own database with migrations run at start, the event outbox/inbox, the gateway-signed
 * viewer, the GraphQL subgraph, error mapping and health endpoints.
 */
@Global()
@Module({})
export class PlatformModule implements NestModule {
  static forRoot<C extends BaseConfig>(options: PlatformOptions<C>): DynamicModule {
    const runtime: PlatformRuntime<C> = {
      ...options,
      databaseUrl: serviceDatabaseUrl(options.service, options.config),
      logger: createLogger(options.service, options.config.LOG_LEVEL),
    };
    return {
      module: PlatformModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            // With RUN_MIGRATIONS=false the `migrate` command has prepared the database.
            if (options.config.RUN_MIGRATIONS !== false)
              await ensureDatabaseExists(runtime.databaseUrl);
            return {
              ...serviceDataSourceOptions(
                runtime.databaseUrl,
                options,
                options.config.DATABASE_POOL_SIZE,
              ),
              migrationsRun: options.config.RUN_MIGRATIONS !== false,
            };
          },
        }),
        TerminusModule,
        subgraphGraphQLModule(),
      ],
      controllers: [HealthController],
      providers: [
        { provide: PLATFORM_OPTIONS, useValue: runtime },
        { provide: APP_FILTER, useFactory: () => new HttpErrorFilter(runtime.logger) },
        { provide: ProcessMetrics, useFactory: () => new ProcessMetrics(options.service) },
        ShutdownState,
        ServiceMetrics,
        {
          provide: EVENT_TRANSPORT,
          inject: [ProcessMetrics],
          useFactory: (metrics: ProcessMetrics) =>
            createEventTransport(options.config, runtime.logger, metrics),
        },
        EventPublisher,
        OutboxRelay,
        InboxEventServer,
      ],
      exports: [
        PLATFORM_OPTIONS,
        EVENT_TRANSPORT,
        EventPublisher,
        OutboxRelay,
        InboxEventServer,
        ProcessMetrics,
        ShutdownState,
      ],
    };
  }

  constructor(
    private readonly metrics: ProcessMetrics,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    // One line per request, at info: a terminal running `npm start` shows them with LOG_LEVEL=debug.
    const requestLogger = pinoHttp({
      logger: this.runtime.logger,
      genReqId: (req) => correlationIdOf(req),
      autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/ready' },
    });
    consumer.apply(requestLogger).forRoutes({ path: '*path', method: RequestMethod.ALL });
    consumer
      .apply(httpServerTracing(this.runtime.service), this.metrics.httpMiddleware())
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
    consumer.apply(correlationIdMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
    consumer
      .apply(ViewerContextMiddleware)
      .forRoutes({ path: 'graphql', method: RequestMethod.ALL });
  }
}
