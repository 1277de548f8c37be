import { SERVICE_MANIFEST, type EventType } from '@distill/contracts';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { BaseConfig, ServiceName } from './config/config.js';

export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');

// TypeORM takes classes and migration classes as plain constructors.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Constructor = Function;

export interface PlatformOptions<C extends BaseConfig = BaseConfig> {
  service: ServiceName;
  config: C;
  /** The service's own entities; the outbox and inbox entities are added by the platform. */
  entities: Constructor[];
  /** The service's migrations in order; they run at start, before the service accepts work. */
  migrations: Constructor[];
  /**
   * Event types this service consumes: each must have exactly one `@OnEvent` handler.
   * Services leave it out: it defaults to their entry in the service manifest (only the
   * platform's own test fixtures override it).
   */
  subscribesTo?: readonly EventType[];
  /** BullMQ job queues this service works (e.g. e-mail): their depth is in its metrics. */
  jobQueues?: readonly string[];
  /**
   * What the service holds, counted for `/ready` (e.g. `{ summaries: 30 }`): `npm start` reports
   * it as the service becomes ready and waits on it where one service feeds another.
   */
  readinessCounts?: (dataSource: DataSource) => Promise<Record<string, number>>;
  /**
   * The largest JSON request body the service parses (body-parser's notation, e.g. `'32mb'`);
   * 100 kB when unset. Only identity raises it: the gateway hands it members' data archives.
   */
  jsonBodyLimit?: string;
}

export interface PlatformRuntime<C extends BaseConfig = BaseConfig> extends PlatformOptions<C> {
  databaseUrl: string;
  logger: Logger;
}

/** The event types a service consumes: its manifest entry, unless a test fixture overrides it. */
export function subscriptionsOf(options: PlatformOptions): readonly EventType[] {
  return options.subscribesTo ?? SERVICE_MANIFEST[options.service].consumes;
}
