import { strFromU8, unzipSync } from 'fflate';
import { acceptable, statusCounts } from './write-load.js';

/**
 * Issue 45 in the fault run: members with a favourite and a highlight who ask for their data
 * archive or for their account's deletion while a fault is on, each answer recorded, and what
 * the acknowledged requests must come to once the product has recovered.
 */

/** A member as the fault run registered them, with the data the archive must hold. */
export interface MemberWithData {
  email: string;
  password: string;
  cookie: string;
  userId: string;
  favouriteId: string;
  quote: string;
}

export type RequestKind = 'archive' | 'deletion';

export interface DataRequest {
  kind: RequestKind;
  member: MemberWithData;
  /** The fault it was sent under, and when: during it, or as its dependency came back. */
  fault: string;
  status: number;
  retryAfter: string | null;
  text: string;
}

export const acknowledged = (request: DataRequest) => request.status >= 200 && request.status < 300;

/** A connection that failed counts as status 0, as the write load's answers do. */
async function send(base: string, origin: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  if (!response) return { status: 0, retryAfter: null, text: 'no answer', bytes: new Uint8Array() };
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: response.ok ? '' : strFromU8(bytes).slice(0, 200),
    bytes,
  };
}

export class AccountDataRequests {
  readonly sent: DataRequest[] = [];

  constructor(
    private readonly base: string,
    private readonly origin: string,
  ) {}

  /** The member asks for their archive (POST, no body) or their account's deletion. */
  async request(kind: RequestKind, member: MemberWithData, fault: string): Promise<void> {
    const { status, retryAfter, text } =
      kind === 'archive'
        ? await send(this.base, this.origin, '/api/account/data-archive', member.cookie, {})
        : await send(this.base, this.origin, '/api/account-deletion', member.cookie, {
            confirmation: member.email,
            password: member.password,
          });
    this.sent.push({ kind, member, fault, status, retryAfter, text });
  }

  /** Answers that were neither a 2xx nor a 503 with Retry-After. */
  refused(): string[] {
    return this.sent
      .filter((request) => !acceptable(request))
      .map((request) => `${request.kind} ${request.status}: ${request.text}`);
  }

  /**
   * The member's archive once it is ready, its zip's JSON parts by service; `undefined` while
   * it is preparing. A failed archive throws: an acknowledged one must never fail.
   */
  async readyArchive(member: MemberWithData): Promise<Record<string, ArchivePart> | undefined> {
    const current = await send(this.base, this.origin, '/api/account/data-archive', member.cookie);
    if (current.status !== 200) return undefined;
    const { archive } = JSON.parse(strFromU8(current.bytes)) as {
      archive: { status: string; downloadUrl: string | null } | null;
    };
    if (archive?.status === 'failed') throw new Error(`${member.email}'s archive failed`);
    if (archive?.status !== 'ready') return undefined;
    const zip = await send(this.base, this.origin, archive.downloadUrl!, member.cookie);
    if (zip.status !== 200) throw new Error(`${member.email}'s download answered ${zip.status}`);
    const files = unzipSync(zip.bytes);
    return Object.fromEntries(
      ['identity', 'catalog', 'reading', 'billing'].map((service) => [
        service,
        JSON.parse(strFromU8(files[`distill-data/${service}.json`]!)) as ArchivePart,
      ]),
    );
  }

  /** Per fault: the answers to each kind of request, and how many were acknowledged. */
  figures(kind: RequestKind): Map<string, { answers: string; acknowledged: DataRequest[] }> {
    const byFault = new Map<string, { answers: string; acknowledged: DataRequest[] }>();
    for (const fault of new Set(this.sent.map((request) => request.fault))) {
      const requests = this.sent.filter(
        (request) => request.kind === kind && request.fault === fault,
      );
      byFault.set(fault, {
        answers: statusCounts(requests),
        acknowledged: requests.filter(acknowledged),
      });
    }
    return byFault;
  }
}

/** One service's part of an archive: its tables' rows of the member. */
export interface ArchivePart {
  service: string;
  tables: Record<string, Array<Record<string, unknown>>>;
}
