// `@distill/platform/embedded`: what `npm start` itself runs (embedded databases, the Auth
// emulator), without the service framework the package's main entry loads (~100 MB of memory).
export * from './database/embedded-database.js';
export * from './identity-provider/firebase-auth-emulator.js';
export * from './net/ports.js';
export {
  chooseRuntimeMode,
  embeddedRuntimeEnv,
  runtimeModeOf,
  type RuntimeMode,
} from './runtime/runtime-mode.js';
export type { TerminationMessage } from './shutdown/graceful-shutdown.js';
