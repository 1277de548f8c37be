import 'reflect-metadata';
import { loadConfigOrExit, runService } from '@distill/platform';
import { ReadingAppModule } from './app.module.js';
import { readingConfigSchema } from './config.js';

const config = loadConfigOrExit(readingConfigSchema);
await runService(ReadingAppModule.forRoot(config), config.READING_PORT);
