import { strToU8, zipSync, type Zippable } from 'fflate';
import type { MemberViewer } from '@distill/contracts';
import type { GraphQLExecutor, OperationResult } from '../graphql/graphql-executor.js';
import type { SubgraphClient } from '../graphql/subgraph-client.js';
import {
  HighlightExportPageDocument,
  type HighlightExportPageQuery,
  type HighlightExportFormat,
} from '../rest/operations.generated.js';

/** Each service's part of the archive: the `@inaccessible` field it answers for the member. */
export const SERVICE_PARTS = [
  { service: 'identity', field: 'myIdentityData' },
  { service: 'catalog', field: 'myCatalogData' },
  { service: 'reading', field: 'myReadingData' },
  { service: 'billing', field: 'myBillingData' },
] as const;

export type ArchiveService = (typeof SERVICE_PARTS)[number]['service'];

/** The highlight exports the member can download from the highlights page, as they are. */
const HIGHLIGHT_EXPORTS: ReadonlyArray<{ format: HighlightExportFormat; file: string }> = [
  { format: 'markdown', file: 'highlights.md' },
  { format: 'csv', file: 'highlights.csv' },
];

/** The zip's top folder, so unzipping it makes one folder rather than scattering files. */
export const ARCHIVE_FOLDER = 'distill-data';

const README = `# Your Distill data

Everything Distill holds about you, as of the date in each file's \`exportedAt\`.

- identity.json: your account (profile, role, subscription as identity knows it), sign-in
  methods, sessions (no tokens), password reset requests (no tokens), e-mails kept for preview,
  and this archive's own record.
- catalog.json: your free picks and the time zone they are counted in.
- reading.json: favourites, reading progress, reading activity (your stats, streaks and
  achievements are counted from it), reader settings, highlights and notes, review cards and
  their review log, review settings and review e-mails.
- billing.json: your billing account, subscriptions, trial, complimentary grants, and your
  invoices' metadata (number, status, amounts, dates) from our payment provider.
- highlights.md and highlights.csv: your highlights and notes, as the highlights page exports
  them.

Each JSON file lists, under \`tables\`, every row we hold about you in that service's database,
one array per table, with its columns as they are stored. Password and token hashes are left
out: they prove nothing to you and would help whoever got hold of this file.
`;

/**
 * Builds a member's archive as the member: each service answers its own part for the signed
 * viewer (so each applies its own rules), and the highlight exports come through the federated
 * graph as the highlights page's do. Any part that fails fails the build, so an archive is never
 * silently short; the job retries it.
 */
export async function buildDataArchive(
  viewer: MemberViewer,
  clients: Record<ArchiveService, SubgraphClient>,
  graphql: GraphQLExecutor,
  publicUrl: string,
): Promise<Uint8Array> {
  const files: Zippable = { [`${ARCHIVE_FOLDER}/README.md`]: strToU8(README) };
  for (const { service, field } of SERVICE_PARTS) {
    const { value, error } = await clients[service].call<string>(
      `query { ${field} }`,
      field,
      {},
      {
        viewer,
      },
    );
    if (error || value === null) {
      throw new Error(`${service} did not answer its part: ${error?.message ?? 'no value'}`);
    }
    files[`${ARCHIVE_FOLDER}/${service}.json`] = strToU8(value);
  }
  for (const { format, file } of HIGHLIGHT_EXPORTS) {
    files[`${ARCHIVE_FOLDER}/${file}`] = strToU8(
      await highlightExport(viewer, graphql, format, publicUrl),
    );
  }
  return zipSync(files, { level: 6, mtime: new Date() });
}

async function highlightExport(
  viewer: MemberViewer,
  graphql: GraphQLExecutor,
  format: HighlightExportFormat,
  origin: string,
): Promise<string> {
  let content = '';
  let cursor: string | null = null;
  do {
    const result: OperationResult<HighlightExportPageQuery> = await graphql.runAs(
      viewer,
      HighlightExportPageDocument,
      {
        format,
        summaryId: null,
        cursor,
        origin,
      },
    );
    const page = result.data?.highlightExportPage;
    if (result.errors.length || !page) {
      throw new Error(`the ${format} highlights export failed: ${result.errors[0]?.message}`);
    }
    content += page.content;
    cursor = page.nextCursor ?? null;
  } while (cursor !== null);
  return content;
}
