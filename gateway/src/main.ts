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
const server = app.listen(config.PORT, () =>
  logger.info(`gateway listening on ${config.PUBLIC_URL}`),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void close().finally(() => process.exit(0));
  });
}
