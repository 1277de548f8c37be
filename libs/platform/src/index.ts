export * from './access/access.error.js';
export * from './access/access.guard.js';
export * from './config/config.js';
export * from './database/data-source-options.js';
export * from './database/database-errors.js';
export * from './database/ensure-database.js';
export * from './errors/domain-error.js';
export * from './errors/graphql-error-formatter.js';
export * from './errors/http-exception.filter.js';
export * from './events/bullmq-event-transport.js';
export * from './events/create-event-tables.migration.js';
export * from './events/event-publisher.js';
export * from './events/event-transport.js';
export * from './events/inbox-event.entity.js';
export * from './events/inbox-event.server.js';
export * from './events/outbox-event.entity.js';
export * from './events/outbox-relay.js';
export * from './logging/logger.js';
export * from './logging/request-context.js';
export * from './platform.module.js';
export * from './platform.options.js';
export * from './bootstrap/bootstrap-service.js';
export * from './viewer/current-viewer.decorator.js';
export * from './viewer/viewer-context.js';
export * from './viewer/viewer-context.middleware.js';
export * from './graphql/print-subgraph-schema.js';
export * from './events/on-event.decorator.js';
export * from './graphql/text-input-rule.js';
export * from './metrics/process-metrics.js';
export * from './metrics/graphql-metrics.plugin.js';
export * from './shutdown/graceful-shutdown.js';
export * from './tracing/tracing.js';
export * from './events/local-event-transport.js';
export { type Job, type JobQueue, type JobQueueOptions } from './jobs/job-queue.js';
export * from './embedded.js';
// Embedded versus servers, decided once: what each mode provides.
export {
  chooseRuntimeMode,
  embeddedRuntimeEnv,
  runtimeModeOf,
  type RuntimeMode,
  type RuntimeSettings,
} from './runtime/runtime-mode.js';
export type { RuntimeConfig } from './runtime/runtime-config.js';
export { createEventTransport } from './runtime/event-transport.js';
export { createJobQueue } from './runtime/job-queue.js';
export { observeQueues } from './runtime/queue-metrics.js';
export {
  closeRedis,
  createRedisClient,
  createRedisProbe,
  type RedisProbe,
} from './runtime/redis.js';
export { createSharedCacheStore, type SharedCacheStore } from './runtime/cache-store.js';
