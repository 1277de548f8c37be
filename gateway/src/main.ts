import { readFile } from 'node:fs/promises';
import { createLogger, loadConfigOrExit } from '@distill/platform';
import { createGatewayApp } from './app.js';
import { gatewayConfigSchema } from './config.js';

export const SUPERGRAPH_FILE = new URL('../supergraph.graphql', import.meta.url);

const config = loadConfigOrExit(gatewayConfigSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const { app, close } = await createGatewayApp({
  config,
  logger,
  supergraphSdl: await readFile(SUPERGRAPH_FILE, 'utf8'),
});
// HOST is loopback unless set (containers set 0.0.0.0): a laptop on a shared network stays private.
const server = app.listen(config.PORT, config.HOST, () =>
  logger.info(`gateway listening on ${config.HOST}:${config.PORT} for ${config.PUBLIC_URL}`),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void close().finally(() => process.exit(0));
  });
}
