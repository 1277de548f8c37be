import type { Request, RequestHandler, Response } from 'express';
import { API_KEY_HEADER, type PartnerViewer } from '@distill/contracts';
import {
  GENERIC_ERROR_MESSAGE,
  httpStatusForGraphQLCode,
  RETRY_AFTER_SECONDS,
} from '@distill/platform';
import type { IdentityClient } from '../identity/identity-client.js';
import { clientAddressOf } from '../identity/identity-viewer-resolver.js';
import { restErrorMessage } from '../rest/http.js';

export const READ_ONLY_MESSAGE = 'API keys are read-only';
const INVALID_KEY_MESSAGE = 'Invalid API key';

const AUTHENTICATE = `mutation AuthenticateApiKey($key: String!) {
  authenticateApiKey(key: $key) {
    partner { id name scopes }
    rateLimit { limit remaining resetSeconds }
  }
}`;

interface Authentication {
  partner: Omit<PartnerViewer, 'kind'>;
  rateLimit: RateLimit;
}

interface RateLimit {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), as GitHub and others send them. */
function setRateLimitHeaders(res: Response, rateLimit: RateLimit): void {
  res.setHeader('RateLimit-Limit', String(rateLimit.limit));
  res.setHeader('RateLimit-Remaining', String(rateLimit.remaining));
  res.setHeader('RateLimit-Reset', String(rateLimit.resetSeconds));
}

/** /graphql clients read GraphQL errors; REST clients read the message as plain text. */
function refuse(req: Request, res: Response, status: number, message: string, code: string): void {
  if (req.baseUrl === '/graphql') {
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
    return;
  }
  res.status(status).type('text/plain').send(message);
}

/**
 * Partners send `X-Api-Key` to /graphql and the /api GET routes. Identity checks the key on
 * every request (so a revoked key is refused at once), counts it against the key's per-minute
 * limit and its daily usage; the request then reads as the partner and never as a member (any
 * cookie or bearer token is ignored). REST routes other than GET refuse key holders; GraphQL
 * mutations are refused by `partnerReadOnly`.
 */
export function partnerAccess(identity: IdentityClient): RequestHandler {
  return async (req, res, next) => {
    const key = req.header(API_KEY_HEADER);
    if (key === undefined) return next();
    if (req.baseUrl === '/api' && req.method !== 'GET' && req.method !== 'HEAD') {
      return refuse(req, res, 403, READ_ONLY_MESSAGE, 'FORBIDDEN');
    }
    try {
      const { value, error } = await identity.call<Authentication>(
        AUTHENTICATE,
        'authenticateApiKey',
        { key },
        { clientAddress: clientAddressOf(req) },
      );
      if (error || !value) {
        const code = String(error?.extensions?.code ?? 'UNAUTHENTICATED');
        const status = httpStatusForGraphQLCode(code);
        const rateLimit = error?.extensions?.rateLimit as RateLimit | undefined;
        if (status === 429 && rateLimit) {
          setRateLimitHeaders(res, rateLimit);
          res.setHeader('Retry-After', String(rateLimit.resetSeconds));
        }
        if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        const message =
          status === 401
            ? INVALID_KEY_MESSAGE
            : status === 500 || !error
              ? GENERIC_ERROR_MESSAGE
              : restErrorMessage(error);
        return refuse(req, res, status, message, code);
      }
      setRateLimitHeaders(res, value.rateLimit);
      delete req.headers.cookie;
      delete req.headers.authorization;
      req.partner = { kind: 'partner', ...value.partner } as PartnerViewer;
      next();
    } catch (error) {
      next(error);
    }
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `partnerAccess` for a request with a valid API key. */
    partner?: PartnerViewer;
  }
}
