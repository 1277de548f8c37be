import type { DataSourceOptions } from 'typeorm';
import { InboxEvent } from '../events/inbox-event.entity.js';
import { OutboxEvent } from '../events/outbox-event.entity.js';
import { CreateEventTables1732000000000 } from '../events/create-event-tables.migration.js';
import { OutboxClaims1795400000000 } from '../events/outbox-claims.migration.js';
import { OutboxInsertOrder1795410000000 } from '../events/outbox-insert-order.migration.js';
import type { PlatformOptions } from '../platform.options.js';

/**
 * One definition of a service's data source, used by the running service, its tests and the
 * TypeORM CLI alike. Schema changes only ever go through the checked-in migrations.
 */
export function serviceDataSourceOptions(
  url: string,
  options: Pick<PlatformOptions, 'entities' | 'migrations'>,
  poolSize = 10,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [...options.entities, OutboxEvent, InboxEvent],
    migrations: [
      CreateEventTables1732000000000,
      OutboxClaims1795400000000,
      OutboxInsertOrder1795410000000,
      ...options.migrations,
    ],
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: poolSize },
  };
}
