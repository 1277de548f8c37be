import type { Logger } from 'pino';
import { JobQueues, type MemberViewer } from '@distill/contracts';
import {
  createJobQueue,
  type JobQueue,
  type JobQueueOptions,
  type RuntimeConfig,
} from '@distill/platform';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { SubgraphClient } from '../graphql/subgraph-client.js';
import { type ArchiveService, buildDataArchive } from './data-archive-builder.js';

export interface DataArchiveJob {
  archiveId: string;
  /** The member as they were when they asked: the job reads everything as them. */
  viewer: MemberViewer;
}

/**
 * Retries in one place: a service or Redis away for a few minutes delays the archive, it does
 * not lose it (about 10 minutes of backoff in all, well inside DATA_ARCHIVE_PREPARING_MINUTES,
 * after which the member may ask again). A finished job leaves Redis at once (it names the
 * member); failed ones are kept a day for inspection.
 */
export const DATA_ARCHIVE_JOB_OPTIONS: JobQueueOptions<DataArchiveJob>['retry'] = {
  attempts: 7,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: true,
  removeOnFail: { age: 24 * 3600 },
};

/** What identity answers when the archive no longer waits for this job. */
const NOT_PREPARING = 'DATA_ARCHIVE_NOT_PREPARING';

const STORE = `mutation StoreDataArchive($id: ID!, $content: String!) {
  storeDataArchive(id: $id, content: $content) { id }
}`;

/**
 * The gateway's data-archive jobs (BullMQ on Redis; in this process when embedded, where a
 * restart loses a queued job and the member asks again once it counts as failed): each builds
 * the member's archive through the graph and hands the zip file to identity, which keeps it and
 * e-mails the member. The job id is the archive id, so queuing it again is harmless.
 */
export async function createDataArchiveJobs(
  config: RuntimeConfig,
  clients: Record<ArchiveService, SubgraphClient>,
  graphql: GraphQLExecutor,
  publicUrl: string,
  logger: Logger,
): Promise<JobQueue<DataArchiveJob>> {
  return createJobQueue<DataArchiveJob>(config, {
    name: JobQueues.GatewayDataArchives,
    retry: DATA_ARCHIVE_JOB_OPTIONS,
    concurrency: 1,
    logger,
    handler: async ({ data: { archiveId, viewer } }) => {
      const zip = await buildDataArchive(viewer, clients, graphql, publicUrl);
      const { error } = await clients.identity.call(
        STORE,
        'storeDataArchive',
        { id: archiveId, content: Buffer.from(zip).toString('base64') },
        { viewer },
      );
      if (error?.extensions?.reason === NOT_PREPARING) {
        logger.info({ archiveId }, 'data archive no longer waited for; nothing stored');
        return;
      }
      if (error) throw new Error(`identity did not store the archive: ${error.message}`);
      logger.info({ archiveId, bytes: zip.length }, 'data archive ready');
    },
  });
}
