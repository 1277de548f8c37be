import { readFile } from 'node:fs/promises';
import {
  closeHttpServer,
  createLogger,
  holdTerminationRequests,
  loadConfigOrExit,
  startTracing,
} from '@distill/platform';
import { createGatewayApp } from './app.js';
import { gatewayConfigSchema } from './config.js';

export const SUPERGRAPH_FILE = new URL('../supergraph.graphql', import.meta.url);

// First: embedded, a stop asked while the gateway starts is acted on once it has started.
const termination = holdTerminationRequests();
const config = loadConfigOrExit(gatewayConfigSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const tracing = startTracing('gateway', { otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
const { listen, metrics, shutdown, close } = await createGatewayApp({
  config,
  logger,
  supergraphSdl: await readFile(SUPERGRAPH_FILE, 'utf8'),
});
// HOST is loopback unless set (containers set 0.0.0.0): a laptop on a shared network stays private.
const metricsServer = config.METRICS_PORT
  ? await metrics.listen(config.METRICS_PORT, config.HOST)
  : undefined;
const server = await listen(config.PORT, config.HOST);
logger.info(
  `gateway listening on ${config.PUBLIC_URL}${config.METRICS_PORT ? `, metrics on port ${config.METRICS_PORT}` : ''}`,
);
termination.handle({
  logger,
  state: shutdown,
  readinessDelayMs: config.SHUTDOWN_READINESS_DELAY_MS,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  // In-flight requests finish before the subgraph clients, queues and Redis close.
  drain: async () => {
    await closeHttpServer(server);
    await close();
    if (metricsServer) await closeHttpServer(metricsServer);
    await tracing.shutdown();
  },
});
