import type { BaseConfig } from '../config/config.js';
import type { RuntimeSettings } from './runtime-mode.js';

/** What the runtime's factories read of a service's configuration. */
export type RuntimeConfig = RuntimeSettings & Pick<BaseConfig, 'REDIS_URL' | 'EVENTS_PREFIX'>;
