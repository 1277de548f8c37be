import 'reflect-metadata';
import { loadConfigOrExit, runService } from '@distill/platform';
import { BillingAppModule } from './app.module.js';
import { billingConfigSchema } from './config.js';

const config = loadConfigOrExit(billingConfigSchema);
await runService(BillingAppModule.forRoot(config), config.BILLING_PORT);
