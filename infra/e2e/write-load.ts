import { Client, fetch } from 'undici';

/**
 * The fault test's load and its bookkeeping: members writing favourites and progress and reading
 * their favourites, an admin editing one summary's title, all through the REST facade as a
 * browser would; every answer recorded with its status, and every write with whether it was
 * acknowledged (2xx), so what was acknowledged can be checked afterwards.
 */

export type Kind = 'favourite' | 'progress' | 'favourites read' | 'title edit' | 'catalog read';
/** The kinds of the write load's own loops: recovery waits for each. */
export const KINDS: readonly Kind[] = ['favourite', 'progress', 'favourites read', 'title edit'];
const WRITES: readonly Kind[] = ['favourite', 'progress', 'title edit'];

export interface Answer {
  kind: Kind;
  /** Date.now() when the request was sent. */
  sentAt: number;
  /** The HTTP status, or 0 when no answer came (connection reset, timeout). */
  status: number;
  retryAfter: string | null;
  /** The body's start, kept for answers that are not 2xx. */
  text: string;
}

/** What `acceptable` and `statusCounts` read of an answer. */
interface Outcome {
  status: number;
  retryAfter: string | null;
  /** A GraphQL answer's first error code, if it has errors. */
  code?: string;
}

/**
 * 2xx, or 503 with Retry-After: the only answers a fault may cause. A GraphQL answer may be a
 * 200 whose error is SERVICE_UNAVAILABLE, and no other error.
 */
export const acceptable = (answer: Outcome) =>
  (answer.status >= 200 &&
    answer.status < 300 &&
    (answer.code === undefined || answer.code === 'SERVICE_UNAVAILABLE')) ||
  (answer.status === 503 && answer.retryAfter !== null);

export interface Summary {
  id: string;
  title: string;
  author: string;
  description: string;
  content: string;
  coverImageUrl: string | null;
  categoryId: string | null;
  readingTimeMinutes: number;
  isPremium: boolean;
  isFeatured: boolean;
}

interface Member {
  cookie: string;
}

/** What each writer attempted and what was acknowledged, per thing written. */
export interface WriteLog {
  /** member index -> summary ids whose favouriting was acknowledged. */
  favourites: Map<number, Set<string>>;
  /** `${member}/${summaryId}` -> progress values sent, and the acknowledged ones. */
  progress: Map<string, { sent: number[]; acknowledged: number[] }>;
  /** Titles sent to the edited summary in order, and the acknowledged ones. */
  titles: { sent: string[]; acknowledged: string[] };
}

export class WriteLoad {
  readonly answers: Answer[] = [];
  readonly writes: WriteLog = {
    favourites: new Map(),
    progress: new Map(),
    titles: { sent: [], acknowledged: [] },
  };
  private running = false;
  private loops: Promise<void>[] = [];
  /**
   * One connection per loop, as a browser tab or a proxy's upstream keeps one: a shared pool opens
   * sockets whenever the loops' requests bunch up and leaves the spare ones idle, so a graceful
   * stop could find one just opened in the kernel's queue or an idle one in use as it closed it,
   * resets no server avoids (measured: 4 in a CI run). With its own connection a loop opens a new
   * one only after the server closed its last, which once the listener is closed is refused.
   */
  private readonly connections: Client[] = [];

  constructor(
    private readonly base: string,
    private readonly origin: string,
    private readonly members: Member[],
    private readonly admin: Member,
    /** Summaries members favourite (any) and make progress on (free ones). */
    private readonly summaries: { all: string[]; free: string[] },
    private readonly edited: Summary,
  ) {}

  start(): void {
    this.running = true;
    this.loops = [
      ...this.members.map((member, index) => this.memberLoop(member, index, this.connection())),
      this.adminLoop(this.connection()),
    ];
  }

  private connection(): Client {
    const client = new Client(this.base);
    this.connections.push(client);
    return client;
  }

  /**
   * Adds `count` visitors reading the categories without pause: that many kept-alive connections
   * busy at every moment, as under a benchmark. Resolves once each has had its first answer, so
   * each connection has been taken by the server: one still waiting in the kernel's queue when
   * the listener closes is reset by the kernel before any program reads it.
   */
  async startReaders(count: number): Promise<void> {
    const read = async (answered: () => void) => {
      const connection = this.connection();
      while (this.running) {
        await this.send(connection, 'catalog read', 'GET', '/api/categories', '');
        answered();
      }
      answered();
    };
    const firstAnswers = Array.from(
      { length: count },
      () => new Promise<void>((answered) => this.loops.push(read(answered))),
    );
    await Promise.all(firstAnswers);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    await Promise.all(this.connections.map((connection) => connection.close()));
  }

  /** Sends one request on the loop's connection and records its answer. */
  private async send(
    connection: Client,
    kind: Kind,
    method: string,
    path: string,
    cookie: string,
    json?: unknown,
  ) {
    const sentAt = Date.now();
    let answer: Answer;
    try {
      const response = await fetch(`${this.base}${path}`, {
        dispatcher: connection,
        method,
        headers: {
          cookie,
          origin: this.origin,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      answer = {
        kind,
        sentAt,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        text: response.ok ? '' : text.slice(0, 200),
      };
    } catch (error) {
      // fetch's own message is only "fetch failed": the cause says how (ECONNRESET, ECONNREFUSED).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const how = cause ? `: ${cause.code ?? cause.message}` : '';
      answer = { kind, sentAt, status: 0, retryAfter: null, text: `${error}${how}`.slice(0, 200) };
    }
    this.answers.push(answer);
    return answer.status >= 200 && answer.status < 300;
  }

  private async memberLoop(member: Member, index: number, connection: Client) {
    const { all, free } = this.summaries;
    const favourites = new Set<string>();
    this.writes.favourites.set(index, favourites);
    let round = 0;
    let progressed = 0;
    while (this.running) {
      const favourite = all[(index * 7 + round) % all.length]!;
      if (
        await this.send(connection, 'favourite', 'POST', '/api/favorites', member.cookie, {
          summaryId: favourite,
        })
      )
        favourites.add(favourite);

      // Progress climbs 1..100 on one free summary, then moves to the next.
      const summaryId = free[(index + Math.floor(progressed / 100)) % free.length]!;
      const value = (progressed % 100) + 1;
      progressed += 1;
      const key = `${index}/${summaryId}`;
      const record = this.writes.progress.get(key) ?? { sent: [], acknowledged: [] };
      this.writes.progress.set(key, record);
      record.sent.push(value);
      if (
        await this.send(connection, 'progress', 'POST', '/api/reading-progress', member.cookie, {
          summaryId,
          progressPercentage: value,
        })
      )
        record.acknowledged.push(value);

      await this.send(connection, 'favourites read', 'GET', '/api/favorites', member.cookie);
      round += 1;
      await pause(50);
    }
  }

  private async adminLoop(connection: Client) {
    const { id, ...fields } = this.edited;
    let edit = 0;
    while (this.running) {
      edit += 1;
      const title = `${fields.title} (fault test edit ${edit})`;
      this.writes.titles.sent.push(title);
      if (
        await this.send(
          connection,
          'title edit',
          'PUT',
          `/api/admin/summaries/${id}`,
          this.admin.cookie,
          {
            ...fields,
            title,
          },
        )
      )
        this.writes.titles.acknowledged.push(title);
      await pause(200);
    }
  }

  /** Acknowledged writes sent in [from, to). */
  acknowledgedWrites(from: number, to: number): number {
    return this.answers.filter(
      (answer) =>
        WRITES.includes(answer.kind) &&
        answer.sentAt >= from &&
        answer.sentAt < to &&
        answer.status >= 200 &&
        answer.status < 300,
    ).length;
  }

  /**
   * Waits until every kind of request has been answered 2xx when sent at or after `since`, and
   * returns that moment (the system has recovered).
   */
  async recoveredAfter(since: number, timeoutMs = 90_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const firstSuccess = KINDS.map(
        (kind) =>
          this.answers.find(
            (answer) =>
              answer.kind === kind &&
              answer.sentAt >= since &&
              answer.status >= 200 &&
              answer.status < 300,
          )?.sentAt,
      );
      if (firstSuccess.every((at) => at !== undefined)) return Math.max(...firstSuccess);
      if (Date.now() > deadline) {
        const missing = KINDS.filter((_, index) => firstSuccess[index] === undefined);
        throw new Error(`no 2xx for ${missing.join(', ')} within ${timeoutMs / 1000} s`);
      }
      await pause(100);
    }
  }
}

/**
 * A request that got no answer because the connection it was sent on was reset or closed under
 * it: the client cannot tell whether it was applied.
 */
export const wasReset = (answer: Answer) =>
  answer.status === 0 && /ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed/.test(answer.text);

/** A connection refused (nothing listens): nothing was sent, so it is safe to send again. */
export const wasRefused = (answer: Answer) =>
  answer.status === 0 && answer.text.endsWith(': ECONNREFUSED');

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "200 ×812, 503 ×41" for the answers given (a GraphQL error's code beside its status). */
export function statusCounts(answers: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const status = answer.status === 0 ? 'no answer' : String(answer.status);
    const key = answer.code ? `${status} ${answer.code}` : status;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
}

/** A plain text table: a header row, a rule, the rows; columns padded to their widest cell. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .map((row) => row.trimEnd())
    .join('\n');
}
