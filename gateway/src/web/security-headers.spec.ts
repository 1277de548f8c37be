import { parseConfig } from '@distill/platform';
import { gatewayConfigSchema } from '../config.js';
import { securityHeaders } from './security-headers.js';

const directivesOf = (env: Record<string, string>) => {
  const options = securityHeaders(parseConfig(gatewayConfigSchema, env), ["'sha256-abc'"]);
  const csp = options.contentSecurityPolicy;
  if (!csp || csp === true) throw new Error('expected explicit CSP directives');
  return csp.directives!;
};

describe('securityHeaders', () => {
  it('allows only this origin, the inline theme script and Stripe.js by default', () => {
    const directives = directivesOf({});
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc'", 'https://js.stripe.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives['frame-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });

  it('lets the Firebase SDK reach Google and open the sign-in popup when configured', () => {
    const directives = directivesOf({ FIREBASE_AUTH_DOMAIN: 'distill-prod.firebaseapp.com' });
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directives['frame-src']).toContain('https://distill-prod.firebaseapp.com');
    expect(directives['script-src']).toContain('https://apis.google.com');
  });

  it('allows the Auth emulator outside production only', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' };
    expect(directivesOf(emulator)['connect-src']).toContain('http://127.0.0.1:9099');
    expect(
      directivesOf({ ...emulator, NODE_ENV: 'production', INTERNAL_SECRET: 'x'.repeat(40) })[
        'connect-src'
      ],
    ).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('loads nothing from Stripe in the local payments mode: the stand-in is this origin’s', () => {
    const directives = directivesOf({ LOCAL_PAYMENTS_URL: 'http://127.0.0.1:12111' });
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'self'"]);
  });
});
