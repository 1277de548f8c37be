import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { CORRELATION_ID_HEADER, eventQueueName, JobQueues } from '@distill/contracts';
import {
  closeConnectionsWhileDraining,
  correlationIdOf,
  createRedisProbe,
  GENERIC_ERROR_MESSAGE,
  httpServerTracing,
  isDependencyUnavailable,
  keepIdleConnectionsFor,
  observeQueues,
  ProcessMetrics,
  runWithCorrelationId,
  SERVICE_UNAVAILABLE_MESSAGE,
  ShutdownState,
} from '@distill/platform';
import { subgraphUrls, type GatewayConfig } from './config.js';
import { createGatewayServer } from './gateway-server.js';
import { createGatewayContext } from './graphql/request-context.js';
import { ViewerTokens } from './graphql/viewer-tokens.js';
import { healthRoutes } from './health/health.routes.js';
import { SubgraphClient, SubgraphUnavailableError } from './graphql/subgraph-client.js';
import { subgraphConnections } from './graphql/subgraph-connections.js';
import { createDataArchiveJobs } from './data-archive/data-archive-jobs.js';
import { dataArchiveRoutes } from './data-archive/data-archive.routes.js';
import { createIdentityIntegration } from './identity/identity-integration.js';
import { trustedOriginsOf } from './origins/trusted-origins.js';
import { apiReferenceRoutes } from './openapi/api-reference.routes.js';
import { restRoutesOf } from './openapi/route-table.js';
import { partnerAccess } from './partners/partner-access.js';
import {
  LOCAL_PAYMENTS_STRIPE_JS,
  localPaymentsRoutes,
} from './local-payments/local-payments.routes.js';
import { accountDeletionRoutes } from './rest/account-deletion.routes.js';
import { adminCatalogRoutes } from './rest/admin-catalog.routes.js';
import { apiKeyRoutes } from './rest/api-keys.routes.js';
import { billingRoutes } from './rest/billing.routes.js';
import { catalogRoutes } from './rest/catalog.routes.js';
import { freePickRoutes } from './rest/free-picks.routes.js';
import { highlightRoutes } from './rest/highlights.routes.js';
import { sendText } from './rest/http.js';
import { identityRoutes } from './rest/identity.routes.js';
import { sessionViewer } from './rest/session-viewer.js';
import { GraphQLExecutor } from './graphql/graphql-executor.js';
import { graphqlPublicReads, publicOperations } from './public-reads/graphql-public-reads.js';
import { PublicReads } from './public-reads/public-reads.js';
import { readingRoutes } from './rest/reading.routes.js';
import { reviewEmailRoutes } from './rest/review-emails.routes.js';
import { noStore } from './web/cache-control.js';
import { createGatewayCaches } from './caching/gateway-caches.js';
import { consumeGatewayEvents } from './caching/gateway-events.js';
import { crawlerRoutes } from './web/crawlers.routes.js';
import { securityHeaders } from './web/security-headers.js';
import { emulatorClientSettings, staticWeb } from './web/static-web.js';
import { trustProxySetting } from './proxies/trusted-proxies.js';

export interface GatewayDependencies {
  config: GatewayConfig;
  logger: Logger;
  supergraphSdl: string;
}

export interface GatewayApp {
  app: Express;
  /** Served apart from `app`, on METRICS_PORT. */
  metrics: ProcessMetrics;
  /** Readiness turns false once draining begins. */
  shutdown: ShutdownState;
  /**
   * Serves `app` on `port` (0: any free one): idle connections kept HTTP_KEEP_ALIVE_TIMEOUT_MS,
   * and told to close once draining begins. Resolves once it listens.
   */
  listen(port: number, host: string): Promise<Server>;
  close(): Promise<void>;
}

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
const JSON_BODY_LIMIT = '100kb';

export async function createGatewayApp({
  config,
  logger,
  supergraphSdl,
}: GatewayDependencies): Promise<GatewayApp> {
  const urls = subgraphUrls(config);
  const metrics = new ProcessMetrics('gateway');
  const shutdown = new ShutdownState();
  const queues = observeQueues(metrics, config, [
    eventQueueName('gateway'),
    JobQueues.GatewayDataArchives,
  ]);
  const connections = subgraphConnections();
  const caches = createGatewayCaches(config, logger);
  const server = createGatewayServer(
    config,
    supergraphSdl,
    urls,
    logger,
    metrics,
    connections.send,
    caches.mutationHappened,
  );
  await server.start();
  const identity = createIdentityIntegration(config, logger, connections.send, caches.viewers);
  const viewerResolver = identity.viewers;
  const viewerTokens = new ViewerTokens(config.INTERNAL_SECRET);
  const graphql = new GraphQLExecutor(server, viewerResolver, viewerTokens);
  const publicReads = new PublicReads(graphql, caches.publicReads, logger);
  const sessionCookie = {
    production: config.NODE_ENV === 'production',
    sessionMaxAgeMs: config.SESSION_IDLE_DAYS * 24 * 3600 * 1000,
  };
  const web = staticWeb(
    config.WEB_DIST_DIR,
    {
      firebase: emulatorClientSettings(config),
      localPayments: config.LOCAL_PAYMENTS_URL ? { stripeJs: LOCAL_PAYMENTS_STRIPE_JS } : undefined,
    },
    { graphql, reads: publicReads, logger, renderThreads: config.WEB_RENDER_THREADS },
    async (req, res) => {
      const session = await sessionViewer(graphql, viewerResolver, req, res, sessionCookie);
      return session.errors.length ? null : (session.data?.viewer ?? null);
    },
  );
  const crawlers = crawlerRoutes({
    graphql,
    logger,
    publicUrl: config.PUBLIC_URL,
    publicPages: [...new Set([...web.prerenderedPaths, '/library'])],
    ttlSeconds: config.PUBLIC_READ_CACHE_TTL_SECONDS,
    publicReads: caches.publicReads,
  });
  const events = await consumeGatewayEvents(config, caches.handlers, logger, metrics);
  // Each service's part of a member's data archive is asked of that subgraph directly, as the
  // member: the fields are `@inaccessible`, absent from the public graph.
  const archiveClients = {
    identity: new SubgraphClient(
      urls.identity,
      config.INTERNAL_SECRET,
      'identity',
      connections.send,
    ),
    catalog: new SubgraphClient(urls.catalog, config.INTERNAL_SECRET, 'catalog', connections.send),
    reading: new SubgraphClient(urls.reading, config.INTERNAL_SECRET, 'reading', connections.send),
    billing: new SubgraphClient(urls.billing, config.INTERNAL_SECRET, 'billing', connections.send),
  };
  const dataArchiveJobs = await createDataArchiveJobs(
    config,
    archiveClients,
    graphql,
    config.PUBLIC_URL,
    logger,
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config));
  app.use(httpServerTracing('gateway'), metrics.httpMiddleware());
  app.use(helmet(securityHeaders(config, web.inlineScriptHashes)));
  app.use((req, res, next) => {
    req.correlationId = correlationIdOf(req);
    res.setHeader(CORRELATION_ID_HEADER, req.correlationId);
    runWithCorrelationId(req.correlationId, next);
  });
  // Requests are logged at info: below that level, building each request's log line is waste.
  if (logger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger,
        genReqId: (req) => (req as express.Request).correlationId ?? randomUUID(),
        autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/ready' },
      }),
    );
  }
  app.use(refuseUndecodablePaths);
  app.use(['/api', '/graphql'], noStore);
  app.use(['/graphql', '/api'], partnerAccess(identity.client));
  // The public reads come first: they are most of the traffic, and their cached answers carry
  // their own compressed variants (no per-request compression).
  app.use('/api', catalogRoutes(publicReads, graphql));
  // Below the public reads: a router every request entered cost the cached reads about 7 % of
  // their throughput (Express allocates per router entered), and probes are a sliver of traffic.
  const health = healthRoutes(urls, createRedisProbe(config), shutdown);
  app.use(health.router);
  // Brotli or gzip for every other API answer and HTML; precompressed static files already
  // carry theirs.
  app.use(compression());
  // `all`, not `use`: GraphQL answers at /graphql itself; /graphql/<anything> is not found.
  app.all(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    graphqlPublicReads(publicReads, graphql, publicOperations(supergraphSdl)),
    expressMiddleware(server, {
      context: async ({ req }) => createGatewayContext(req, viewerResolver, viewerTokens),
    }),
  );
  const trustedOrigins = trustedOriginsOf(config);
  app.use('/api/admin', adminCatalogRoutes(graphql, trustedOrigins));
  app.use(
    '/api',
    identityRoutes({
      identity: identity.client,
      viewers: viewerResolver,
      graphql,
      trustedOrigins,
      ...sessionCookie,
    }),
  );
  app.use(
    '/api',
    billingRoutes({
      graphql,
      billing: new SubgraphClient(
        config.BILLING_URL,
        config.INTERNAL_SECRET,
        'billing',
        connections.send,
      ),
      trustedOrigins,
    }),
  );
  app.use('/api', apiKeyRoutes(graphql, trustedOrigins));
  app.use('/api', readingRoutes(graphql, caches.personalReads, trustedOrigins));
  app.use('/api', highlightRoutes(graphql, trustedOrigins, logger, config.PUBLIC_URL));
  app.use('/api', freePickRoutes(graphql, trustedOrigins));
  app.use('/api', reviewEmailRoutes(graphql, identity.client));
  app.use(
    '/api',
    accountDeletionRoutes({ graphql, trustedOrigins, production: sessionCookie.production }),
  );
  app.use(
    '/api',
    dataArchiveRoutes({
      graphql,
      identity: archiveClients.identity,
      jobs: dataArchiveJobs,
      trustedOrigins,
      logger,
    }),
  );
  app.use(
    '/api',
    apiReferenceRoutes({
      routes: () => restRoutesOf(app),
      supergraphSdl,
      publicUrl: config.PUBLIC_URL,
      logger,
    }),
  );
  app.use(
    ['/api', '/graphql'],
    (_req, res) => void res.status(404).type('text/plain').send('Not found'),
  );
  // `npm start`'s local payments mode: the stand-in Stripe.js and its confirmations.
  if (config.LOCAL_PAYMENTS_URL) app.use(localPaymentsRoutes(config.LOCAL_PAYMENTS_URL));
  app.use(crawlers);
  app.use(web.router);
  app.use(errorHandler(logger));

  return {
    app,
    metrics,
    shutdown,
    listen: async (port, host) => {
      const listening = app.listen(port, host);
      keepIdleConnectionsFor(listening, config.HTTP_KEEP_ALIVE_TIMEOUT_MS);
      closeConnectionsWhileDraining(listening, shutdown);
      await once(listening, 'listening');
      return listening;
    },
    close: async () => {
      // Before the server: a job in flight runs operations through it to the end.
      await dataArchiveJobs.close();
      await server.stop();
      await web.close();
      await events.close();
      await caches.close();
      await connections.close();
      await queues.close();
      health.close();
    },
  };
}

export const UNDECODABLE_PATH_MESSAGE = 'Malformed URL: the path is not valid percent-encoding';

/**
 * A path that does not percent-decode names nothing here. One answer for every route, rather
 * than each router's own (the static files' was an HTML page reading "URI malformed").
 */
const refuseUndecodablePaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).type('text/plain').send(UNDECODABLE_PATH_MESSAGE);
    return;
  }
  next();
};

/**
 * Body-parser failures are the client's; a subgraph (identity resolving the viewer) or Redis out
 * of reach is a 503 to retry; anything else is logged and hidden.
 */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // An oversized body is bad input like any other (400), as the identity routes answer too.
    const status =
      error?.type === 'entity.too.large'
        ? 400
        : typeof error?.status === 'number'
          ? error.status
          : 500;
    if (status < 500) {
      const message =
        error.type === 'entity.parse.failed'
          ? 'Malformed JSON body'
          : error.type === 'entity.too.large'
            ? 'Request body too large'
            : error.expose && error.message
              ? String(error.message)
              : 'Bad request';
      res.status(status).type('text/plain').send(message);
      return;
    }
    if (error instanceof SubgraphUnavailableError || isDependencyUnavailable(error)) {
      logger.warn({ err: error, correlationId: req.correlationId }, 'a dependency is unreachable');
      return sendText(res, 503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    logger.error({ err: error, correlationId: req.correlationId }, 'unhandled error in request');
    res.status(500).type('text/plain').send(`${GENERIC_ERROR_MESSAGE} (${req.correlationId})`);
  };
}
