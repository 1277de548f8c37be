/**
 * The bootstrap admin's default e-mail. There is no default password: production requires
 * ADMIN_PASSWORD (see `assertProductionReady`), and `npm start` keeps a random one in its data
 * folder. A module of its own so `npm start` can name it without loading the service.
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@distill.local';

/**
 * The password versions before 27 November 2026 gave the bootstrap admin when ADMIN_PASSWORD was
 * unset, printed in their README. A database they created may still hold it, so the bootstrap
 * takes it away (see `AdminBootstrap`); nothing may sign in with it again.
 */
export const RETIRED_DEFAULT_ADMIN_PASSWORD = 'distill-admin-local';
