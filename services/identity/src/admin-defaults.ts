/**
 * The documented local defaults of the bootstrap admin; production refuses to start with the
 * password (see `assertProductionReady`). A module of its own so `npm start` can name them
 * without loading the service.
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@distill.local';
export const DEFAULT_ADMIN_PASSWORD = 'distill-admin-local';
