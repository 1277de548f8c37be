import { type Request, Router } from 'express';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import { jsonBody, sameOriginJsonOnly, sendResult, sendText } from './http.js';
import {
  ApiKeysDocument,
  type CreateApiKeyInput,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
} from './operations.generated.js';
import {
  described,
  extending,
  integer,
  objectOf,
  resultOf,
  text,
} from '../openapi/route-description.js';

/** The body of POST /api/admin/api-keys, or the 400 message for it. */
function readApiKeyInput(body: unknown): { input: CreateApiKeyInput } | { message: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { message: 'Request body must be a JSON object with name' };
  }
  const { name, scopes = [], rateLimitPerMinute = 60 } = body as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim()) return { message: 'name is required' };
  if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
    return { message: 'scopes must be a list of strings' };
  }
  if (typeof rateLimitPerMinute !== 'number' || !Number.isSafeInteger(rateLimitPerMinute)) {
    return { message: 'rateLimitPerMinute must be an integer' };
  }
  return { input: { name, scopes, rateLimitPerMinute } };
}

/** Partner API keys for admins (identity decides who is an admin). */
export function apiKeyRoutes(
  graphql: GraphQLExecutor,
  trustedOrigins: ReadonlySet<string>,
): Router {
  const router = Router();
  const stateChanging = [sameOriginJsonOnly(trustedOrigins), jsonBody()];

  router.get(
    '/admin/api-keys',
    described(
      { summary: "Partners' API keys (admins only)", answer: resultOf(ApiKeysDocument, 'apiKeys') },
      async (req, res) => {
        sendResult(res, await graphql.run(req, ApiKeysDocument), (d) => d.apiKeys);
      },
    ),
  );

  router.post(
    '/admin/api-keys',
    ...stateChanging,
    described(
      {
        summary: 'Issue a key (admins only): the key itself is in this answer only',
        body: objectOf(
          {
            name: text('The partner it is for'),
            scopes: { type: 'array', items: text(), description: 'None, or `premium-content`' },
            rateLimitPerMinute: integer('1 to 10,000 (default 60)'),
          },
          { optional: ['scopes', 'rateLimitPerMinute'] },
        ),
        status: 201,
        answer: extending(resultOf(CreateApiKeyDocument, 'createApiKey.apiKey'), {
          key: resultOf(CreateApiKeyDocument, 'createApiKey.key'),
        }),
      },
      async (req, res) => {
        const body = readApiKeyInput(req.body);
        if ('message' in body) return sendText(res, 400, body.message);
        const result = await graphql.run(req, CreateApiKeyDocument, body);
        if (!result.errors.length && result.data) res.status(201);
        // The key is in this answer only: Distill keeps its hash.
        sendResult(res, result, ({ createApiKey }) => ({
          ...createApiKey.apiKey,
          key: createApiKey.key,
        }));
      },
    ),
  );

  router.delete(
    '/admin/api-keys/:id',
    ...stateChanging,
    described(
      {
        summary: 'Revoke a key at once (admins only): the revoked key',
        answer: resultOf(RevokeApiKeyDocument, 'revokeApiKey'),
      },
      async (req: Request<{ id: string }>, res) => {
        sendResult(
          res,
          await graphql.run(req, RevokeApiKeyDocument, { id: req.params.id }),
          (d) => d.revokeApiKey,
          'API key not found',
        );
      },
    ),
  );

  return router;
}
