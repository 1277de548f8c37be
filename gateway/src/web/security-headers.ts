import type { HelmetOptions } from 'helmet';
import type { GatewayConfig } from '../config.js';

/** Where the Firebase JS SDK talks to when identity-provider sign-in is enabled. */
const FIREBASE_API_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** Stripe.js and its Payment Element (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
/**
 * The local payments mode (development only): the stand-in Stripe.js and its confirmations are
 * served by this origin (local-payments/), and nothing is loaded from Stripe.
 */
const LOCAL_STRIPE = { script: [], frame: [], connect: [] };

/**
 * Security headers for everything the gateway serves. The content security policy allows only
 * this origin, the web client's own inline theme script (by hash), Stripe.js for the subscribe
 * page (in the local payments mode, the stand-in this origin serves instead), and - when configured - the Firebase endpoints and Google sign-in popup the
 * identity-provider page needs.
 */
export function securityHeaders(
  config: GatewayConfig,
  inlineScriptHashes: string[],
): HelmetOptions {
  const firebase = config.FIREBASE_AUTH_DOMAIN;
  // The config refuses LOCAL_PAYMENTS_URL in production.
  const stripe = config.LOCAL_PAYMENTS_URL ? LOCAL_STRIPE : STRIPE;
  const emulator =
    config.NODE_ENV !== 'production' && config.FIREBASE_AUTH_EMULATOR_URL
      ? [new URL(config.FIREBASE_AUTH_EMULATOR_URL).origin]
      : [];
  return {
    contentSecurityPolicy: {
      directives: {
        'script-src': [
          "'self'",
          ...inlineScriptHashes,
          ...stripe.script,
          ...(firebase ? ['https://apis.google.com'] : []),
        ],
        'connect-src': [
          "'self'",
          ...stripe.connect,
          ...(firebase ? FIREBASE_API_ORIGINS : []),
          ...emulator,
        ],
        'frame-src': ["'self'", ...stripe.frame, ...(firebase ? [`https://${firebase}`] : [])],
        'img-src': ["'self'", 'data:', 'https:'],
        // Local http://localhost must not be upgraded to https.
        'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // The Google sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.NODE_ENV === 'production',
  };
}
