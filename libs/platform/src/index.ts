// The platform's public API: what the services, the gateway and infra import, one export
// statement per module, in folder order. A name only the platform itself uses stays unexported;
// the embedded mode's parts are `@distill/platform/embedded`, the test kits
// `@distill/platform/testing`.
export { AccessError } from './access/access.error.js';
export {
  dropOutboxEventsAbout,
  eraseMember,
  eraseMemberRows,
  exportMemberRows,
  memberDataDocument,
  type MemberDataList,
  type MemberTable,
  PLATFORM_TABLES,
} from './account-erasure/member-data.js';
export { MemberErasureModule } from './account-erasure/member-erasure.module.js';
export {
  AdminOnly,
  type DeclaredAccess,
  GatewayOnly,
  MemberOnly,
  Public,
} from './access/access.guard.js';
export { createServiceApp, runService } from './bootstrap/bootstrap-service.js';
export { Clock, systemClock } from './clock/clock.js';
export {
  baseConfigSchema,
  ConfigurationError,
  loadConfigOrExit,
  parseConfig,
  serviceDatabaseUrl,
} from './config/config.js';
export { serviceDataSourceOptions } from './database/data-source-options.js';
export { isDatabaseUnavailable, isUniqueViolation } from './database/database-errors.js';
export { ensureDatabaseExists } from './database/ensure-database.js';
export { MemberSummaryRow } from './database/member-summary-row.js';
export {
  DomainError,
  domainErrorOf,
  type ErrorKind,
  GENERIC_ERROR_MESSAGE,
  httpStatusForGraphQLCode,
} from './errors/domain-error.js';
export {
  isDependencyUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from './errors/dependency-unavailable.js';
export { EVENT_JOB_OPTIONS, redisConnectionOptions } from './events/bullmq-event-transport.js';
export { EventPublisher } from './events/event-publisher.js';
export { type EventTransport } from './events/event-transport.js';
export { InboxContext, InboxEventServer } from './events/inbox-event.server.js';
export { OnEvent } from './events/on-event.decorator.js';
export { OutboxEvent } from './events/outbox-event.entity.js';
export { OutboxRelay } from './events/outbox-relay.js';
export {
  type FeatureModule,
  printSubgraphSchemaOf,
  SUBGRAPH_SCHEMA_OPTIONS,
  writeSubgraphSchema,
} from './graphql/print-subgraph-schema.js';
export {
  hasBidiControl,
  hasControlCharacter,
  rejectMalformedText,
  textInputFault,
} from './graphql/text-input-rule.js';
export { type Job, type JobQueue, type JobQueueOptions } from './jobs/job-queue.js';
export { correlationIdOf, createLogger, loggerOptions } from './logging/logger.js';
export { currentCorrelationId, runWithCorrelationId } from './logging/request-context.js';
export { graphqlMetricsPlugin } from './metrics/graphql-metrics.plugin.js';
export { ProcessMetrics, type WebhookOutcome } from './metrics/process-metrics.js';
export { PlatformModule } from './platform.module.js';
export { PLATFORM_OPTIONS, type PlatformRuntime } from './platform.options.js';
export {
  closeConnectionsWhileDraining,
  closeHttpServer,
  holdTerminationRequests,
  keepIdleConnectionsFor,
  ShutdownState,
} from './shutdown/graceful-shutdown.js';
export {
  type FetchFunction,
  httpServerTracing,
  inConsumerSpan,
  startTracing,
  tracedFetch,
  type Tracing,
} from './tracing/tracing.js';
export {
  decodeSearchCursor,
  DEFAULT_SEARCH_FIRST,
  encodeSearchCursor,
  MAX_SEARCH_FIRST,
  MAX_SEARCH_LENGTH,
  type SearchPosition,
  type ValidSearch,
  validSearch,
} from './search/search-request.js';
export {
  MARK_START,
  MARK_STOP,
  SEARCH_HEADLINE_OPTIONS,
  searchSnippets,
  snippetHtml,
  headlineSource,
  SHORT_TEXT_WORDS,
} from './search/search-snippet.js';
export { asYouTypeTsquery, MIN_PREFIX_LENGTH } from './search/as-you-type.js';
export { SearchPageInfoModel } from './search/search-page-info.model.js';
export { inSearchTransaction, SEARCH_STATEMENT_TIMEOUT_MS } from './search/search-transaction.js';
export { SearchError } from './search/search.error.js';
export { CurrentClientAddress, CurrentViewer } from './viewer/current-viewer.decorator.js';
export {
  acceptedInternalSecrets,
  signViewerContext,
  VIEWER_CONTEXT_LIFETIME_SECONDS,
} from './viewer/viewer-context.js';
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
