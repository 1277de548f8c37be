import express, { type Request, type Response, Router } from 'express';
import { RETRY_AFTER_SECONDS } from '@distill/platform';

/** Where the web client loads the stand-in Stripe.js from in the local payments mode. */
export const LOCAL_PAYMENTS_STRIPE_JS = '/local-payments/stripe.js';

/** Stripe.js's confirmation bodies are a few form fields. */
const CONFIRM_BODY_LIMIT = '16kb';
const DOUBLE_TIMEOUT_MS = 10_000;
const UNAVAILABLE = 'The local payments double is not answering. Try again in a moment.';

/**
 * The local payments mode of `npm start` (development only: the config refuses it in
 * production). The browser reaches the Stripe double only through these two routes of this
 * origin, so the page's content security policy needs no other origin and nothing else of the
 * double (its secret-key API, its controls) is exposed to the browser:
 * - `GET /local-payments/stripe.js`: the double's stand-in for Stripe.js (the copy the browser
 *   tests serve for js.stripe.com), which confirms intents at `/local-payments/v1`, relative
 *   to itself;
 * - `POST /local-payments/v1/{setup_intents|payment_intents}/<id>/confirm`: what Stripe.js
 *   sends to api.stripe.com (a form body with the publishable key), passed on as it is.
 */
export function localPaymentsRoutes(doubleUrl: string): Router {
  const router = Router();
  const double = (path: string) => new URL(path, doubleUrl).toString();

  router.get(LOCAL_PAYMENTS_STRIPE_JS, async (_req, res) => {
    const answer = await reach(res, () => fetch(double('/stripe.js'), { signal: timeout() }));
    if (!answer) return;
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(answer.status)
      .type('text/javascript')
      .send(await answer.text());
  });

  router.post(
    /^\/local-payments\/v1\/(setup_intents|payment_intents)\/([A-Za-z0-9_]+)\/confirm$/,
    express.raw({ type: () => true, limit: CONFIRM_BODY_LIMIT }),
    async (req: Request, res: Response) => {
      const [resource, id] = [req.params[0], req.params[1]];
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await reach(res, () =>
        fetch(double(`/v1/${resource}/${id}/confirm`), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: timeout(),
        }),
      );
      if (!answer) return;
      res
        .status(answer.status)
        .type('application/json')
        .send(await answer.text());
    },
  );
  return router;
}

const timeout = () => AbortSignal.timeout(DOUBLE_TIMEOUT_MS);

/** The double's answer, or null once a 503 (in Stripe's error shape) has been sent. */
async function reach(
  res: Response,
  call: () => Promise<globalThis.Response>,
): Promise<globalThis.Response | null> {
  try {
    return await call();
  } catch {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ error: { type: 'api_error', message: UNAVAILABLE } });
    return null;
  }
}
