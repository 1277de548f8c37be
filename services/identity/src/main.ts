import 'reflect-metadata';
import { ConfigurationError, loadConfigOrExit, runService } from '@distill/platform';
import { IdentityAppModule } from './app.module.js';
import { assertProductionReady, identityConfigSchema } from './config.js';

const config = loadConfigOrExit(identityConfigSchema);
try {
  assertProductionReady(config);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
await runService(IdentityAppModule.forRoot(config), config.IDENTITY_PORT);
