import { type Request, type Response, Router } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { ACCESS_ERROR_MESSAGES, AccessErrorCode, type MemberViewer } from '@distill/contracts';
import type { JobQueue } from '@distill/platform';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { SubgraphClient } from '../graphql/subgraph-client.js';
import { sameOriginJsonOnly, sendGraphQLError, sendText } from '../rest/http.js';
import {
  described,
  integer,
  nullable,
  objectOf,
  oneOfText,
  text,
  type JsonSchema,
} from '../openapi/route-description.js';
import type { DataArchiveJob } from './data-archive-jobs.js';

export interface DataArchiveRoutesOptions {
  graphql: GraphQLExecutor;
  identity: SubgraphClient;
  jobs: JobQueue<DataArchiveJob>;
  trustedOrigins: ReadonlySet<string>;
  logger: Logger;
}

/** The archive as the routes answer it: identity's record and where to download it. */
interface ArchiveRecord {
  id: string;
  status: 'preparing' | 'ready' | 'expired' | 'failed';
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  byteSize: number | null;
}

const ARCHIVE_FIELDS = 'id status requestedAt readyAt expiresAt byteSize';
const CURRENT = `query { myDataArchive { ${ARCHIVE_FIELDS} } dataArchiveLinkDays }`;
const REQUEST = `mutation { requestDataArchive { ${ARCHIVE_FIELDS} } }`;
const CONTENT = `query DataArchiveContent($id: ID!) { dataArchiveContent(id: $id) }`;

const ARCHIVE_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;

/** An archive as the routes answer it (the OpenAPI document's shape of `ArchiveRecord`). */
const ARCHIVE_SHAPE: JsonSchema = objectOf({
  id: text('The archive (and its job)'),
  status: oneOfText(ARCHIVE_STATUSES),
  requestedAt: text('ISO 8601'),
  readyAt: nullable(text('ISO 8601')),
  expiresAt: nullable(text('ISO 8601: the download link ends then')),
  byteSize: nullable(integer()),
  downloadUrl: nullable(text('Where a ready archive is downloaded')),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const downloadPathOf = (id: string) => `/api/account/data-archive/${id}/download`;

const withDownload = (archive: ArchiveRecord) => ({
  ...archive,
  downloadUrl: archive.status === 'ready' ? downloadPathOf(archive.id) : null,
});

/** The file's name: the day it was prepared, so two downloads on different days differ. */
const fileNameOf = (archive: ArchiveRecord) =>
  `distill-data-${(archive.readyAt ?? archive.requestedAt).slice(0, 10)}.zip`;

/**
 * Settings → "Your data" (issue 45). Identity keeps each member's archive and decides (visitors
 * 401, a second request while one is preparing or ready 409, anyone else's archive 404); the
 * gateway queues the job that builds it (`createDataArchiveJobs`).
 */
export function dataArchiveRoutes({
  graphql,
  identity,
  jobs,
  trustedOrigins,
  logger,
}: DataArchiveRoutesOptions): Router {
  const router = Router();

  async function memberOf(req: Request, res: Response): Promise<MemberViewer | null> {
    const viewer = await graphql.viewerOf(req);
    if (viewer.kind === 'member') return viewer;
    sendText(
      res,
      viewer.kind === 'anonymous' ? 401 : 403,
      viewer.kind === 'anonymous'
        ? ACCESS_ERROR_MESSAGES[AccessErrorCode.SignInRequired]
        : 'Forbidden',
    );
    return null;
  }

  async function current(viewer: MemberViewer) {
    return identity.execute<{ myDataArchive: ArchiveRecord | null; dataArchiveLinkDays: number }>(
      CURRENT,
      {},
      { viewer },
    );
  }

  /**
   * GET: `{ linkDays, archive }`, the member's latest archive (null when they never asked) with
   * its `status` (preparing, ready, expired, failed) and, when ready, its `downloadUrl` and
   * `expiresAt`.
   */
  router.get(
    '/account/data-archive',
    described(
      {
        summary: "The member's latest archive of their data, and how long its link lasts",
        description: 'Members only (401 for a visitor).',
        answer: objectOf({ linkDays: integer(), archive: nullable(ARCHIVE_SHAPE) }),
      },
      async (req: Request, res: Response) => {
        const viewer = await memberOf(req, res);
        if (!viewer) return;
        const result = await current(viewer);
        const [error] = result.errors;
        if (error || !result.data) return sendError(res, error);
        const { myDataArchive, dataArchiveLinkDays } = result.data;
        res.json({
          linkDays: dataArchiveLinkDays,
          archive: myDataArchive && withDownload(myDataArchive),
        });
      },
    ),
  );

  /**
   * POST (no body): 202 `{ archive }`, preparing; the member is e-mailed when it is ready. 409
   * while one is preparing or ready (the message says which). A request whose job could not be
   * queued (Redis away) answers 503, and asking again queues the same archive's job.
   */
  router.post(
    '/account/data-archive',
    sameOriginJsonOnly(trustedOrigins),
    described(
      {
        summary: 'Asks for an archive of everything Distill holds about the member',
        description:
          'Prepared in the background; the member is e-mailed when it is ready. 409 while one is preparing or ready.',
        status: 202,
        answer: objectOf({ archive: ARCHIVE_SHAPE }),
      },
      async (req: Request, res: Response) => {
        const viewer = await memberOf(req, res);
        if (!viewer) return;
        const { value, error } = await identity.call<ArchiveRecord>(
          REQUEST,
          'requestDataArchive',
          {},
          {
            viewer,
          },
        );
        if (error?.extensions?.reason === 'DATA_ARCHIVE_ALREADY_PREPARING') {
          // A request whose job was not queued (Redis away) is queued now; an id already queued is
          // not queued twice.
          const existing = (await current(viewer)).data?.myDataArchive;
          if (existing?.status === 'preparing') {
            await jobs
              .add('build', { archiveId: existing.id, viewer }, { jobId: existing.id })
              .catch((reason: unknown) =>
                logger.warn({ err: reason }, 'a data archive job could not be queued again'),
              );
          }
        }
        if (error || !value) return sendError(res, error);
        await jobs.add('build', { archiveId: value.id, viewer }, { jobId: value.id });
        res.status(202).json({ archive: withDownload(value) });
      },
    ),
  );

  /**
   * GET: the zip file (`application/zip`, an attachment), for its member only. Anyone else's
   * archive, an unknown id and an expired archive are 404: whether someone else's exists is not
   * told, and its bytes never leave identity.
   */
  router.get(
    '/account/data-archive/:id/download',
    described(
      {
        summary: 'Downloads a ready archive (a zip file), for its member only',
        description: "404 for an unknown, expired or someone else's archive.",
        answer: null,
        answerMedia: 'application/zip',
      },
      async (req: Request<{ id: string }>, res: Response) => {
        const viewer = await memberOf(req, res);
        if (!viewer) return;
        if (!UUID.test(req.params.id)) return sendText(res, 404, 'Archive not found');
        const [content, record] = await Promise.all([
          identity.call<string>(CONTENT, 'dataArchiveContent', { id: req.params.id }, { viewer }),
          current(viewer),
        ]);
        if (content.error || content.value === null) return sendError(res, content.error);
        const archive = record.data?.myDataArchive;
        const bytes = Buffer.from(content.value, 'base64');
        res.setHeader('Content-Type', 'application/zip');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${archive ? fileNameOf(archive) : 'distill-data.zip'}"`,
        );
        res.setHeader('Content-Length', String(bytes.length));
        res.end(bytes);
      },
    ),
  );

  return router;
}

function sendError(res: Response, error: GraphQLFormattedError | null | undefined): void {
  if (error) return sendGraphQLError(res, error);
  sendText(res, 404, 'Archive not found');
}
