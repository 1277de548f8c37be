import 'reflect-metadata';
import { loadConfigOrExit, runService } from '@distill/platform';
import { CatalogAppModule } from './app.module.js';
import { catalogConfigSchema } from './config.js';

const config = loadConfigOrExit(catalogConfigSchema);
await runService(CatalogAppModule.forRoot(config), config.CATALOG_PORT);
