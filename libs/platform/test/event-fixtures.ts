import { randomBytes, randomUUID } from 'node:crypto';
import { Controller, type DynamicModule, Get, type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, Payload } from '@nestjs/microservices';
import { Query, Resolver } from '@nestjs/graphql';
import {
  Column,
  DataSource,
  Entity,
  type MigrationInterface,
  PrimaryColumn,
  type QueryRunner,
} from 'typeorm';
import { Queue } from 'bullmq';
import {
  CatalogEvents,
  eventQueueName,
  type ConsumerService,
  type EnvelopeOf,
  type EventEnvelope,
  type EventType,
  type ServiceName,
} from '@distill/contracts';
import {
  EventPublisher,
  OnEvent,
  baseConfigSchema,
  embeddedRuntimeEnv,
  InboxContext,
  parseConfig,
  PlatformModule,
} from '../src/index.js';

/** What the fixture consumer does with an event: one row per application. */
@Entity({ name: 'applied_effect' })
export class AppliedEffect {
  @PrimaryColumn('uuid', { default: () => 'gen_random_uuid()' })
  id!: string;

  @Column('uuid', { name: 'event_id' })
  eventId!: string;
}

export class CreateAppliedEffect1732000000900 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE applied_effect (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), event_id uuid NOT NULL)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE applied_effect');
  }
}

@Resolver()
class PingResolver {
  @Query(() => String)
  ping(): string {
    return 'pong';
  }
}

export const failuresBeforeSuccess = { remaining: 0 };

/** Lets a test hold a handler or a request open (e.g. across SIGTERM); unset, nothing waits. */
export const holds: {
  event?: (envelope: EventEnvelope) => Promise<void>;
  request?: () => Promise<void>;
} = {};

@Controller()
class SlowRequestController {
  @Get('slow')
  async slow(): Promise<{ finished: true }> {
    await holds.request?.();
    return { finished: true };
  }
}

@Controller()
class PublishedSummaryConsumer {
  @OnEvent(CatalogEvents.SummaryPublished)
  async apply(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SummaryPublished>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    await holds.event?.(envelope);
    await context.manager.insert(AppliedEffect, { eventId: envelope.id });
    if (failuresBeforeSuccess.remaining > 0) {
      failuresBeforeSuccess.remaining -= 1;
      throw new Error('simulated failure after the effect was written');
    }
  }
}

@Module({})
class FixtureModule {
  static forRoot(options: {
    service: ServiceName;
    databaseUrl: string;
    /** Absent in the embedded mode, which needs no Redis. */
    redisUrl?: string;
    eventsPrefix: string;
    /** The embedded mode's folder: events over local sockets, a pool of one connection. */
    embeddedDir?: string;
    subscribesTo?: EventType[];
  }): DynamicModule {
    const config = parseConfig(baseConfigSchema, {
      DATABASE_URL: options.databaseUrl,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...(options.embeddedDir
        ? { ...embeddedRuntimeEnv(options.embeddedDir), DATABASE_POOL_SIZE: '1' }
        : {}),
      EVENTS_PREFIX: options.eventsPrefix,
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_INTERVAL_MS: '60000',
    });
    return {
      module: FixtureModule,
      imports: [
        PlatformModule.forRoot({
          service: options.service,
          config: {
            ...config,
            [`${options.service.toUpperCase()}_DATABASE_URL`]: options.databaseUrl,
          },
          entities: [AppliedEffect],
          migrations: [CreateAppliedEffect1732000000900],
          subscribesTo: options.subscribesTo ?? [],
        }),
      ],
      providers: [PingResolver],
      controllers: options.subscribesTo?.length
        ? [PublishedSummaryConsumer, SlowRequestController]
        : [SlowRequestController],
    };
  }
}

export { FixtureModule };

/** A valid `catalog.summary.published` payload for a new summary id. */
export const summaryPayload = (id: string = randomUUID()) => ({
  summary: {
    id,
    title: 'T',
    author: 'A',
    categoryId: null,
    coverImageUrl: null,
    readingTimeMinutes: 5,
    isPremium: false,
    isPublished: true,
  },
});

/** The producing side: the fixture app as `catalog`, initialised without a listener. */
export async function startFixtureProducer(options: {
  databaseUrl: string;
  redisUrl?: string;
  eventsPrefix: string;
  embeddedDir?: string;
}): Promise<INestApplication> {
  const producer = await NestFactory.create(
    FixtureModule.forRoot({ service: 'catalog', ...options }),
    { logger: false },
  );
  await producer.init();
  return producer;
}

/** Publishes one `catalog.summary.published` in a transaction of the producer, as a change would. */
export function publishSummary(producer: INestApplication) {
  return producer
    .get(DataSource)
    .transaction((manager) =>
      producer.get(EventPublisher).publish(manager, 'catalog.summary.published', summaryPayload()),
    );
}

/** Deletes a consumer's queue under a test prefix (what the test created, nothing else). */
export async function removeQueue(
  consumer: ConsumerService,
  redisUrl: string,
  prefix: string,
): Promise<void> {
  const queue = new Queue(eventQueueName(consumer), { connection: { url: redisUrl }, prefix });
  await queue.obliterate({ force: true });
  await queue.close();
}

export function uniquePrefix(): string {
  return `test-${randomBytes(4).toString('hex')}`;
}
