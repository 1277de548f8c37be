/**
 * The bootstrap admin's default e-mail. There is no default password: production requires
 * ADMIN_PASSWORD (see `assertProductionReady`), and `npm start` keeps a random one in its data
 * folder. A module of its own so `npm start` can name it without loading the service.
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@distill.local';
