import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../net/ports.js';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian's packages installed (initdb, pg_ctl). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return join(root, versions[0]!, 'bin');
}

/**
 * A private PostgreSQL server for tests that stop the database: the shared one must keep serving
 * the other test files. Its cluster lives in a temporary folder removed by `remove()`. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user that Debian's packages create.
 */
export class PostgresProcess {
  private constructor(
    readonly port: number,
    private readonly directory: string,
    private readonly bin: string,
  ) {}

  static async start(): Promise<PostgresProcess> {
    const directory = mkdtempSync(join(tmpdir(), 'distill-postgres-'));
    const server = new PostgresProcess(await freePort(), directory, serverBinaries());
    if (userInfo().uid === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      chownSync(directory, Number(stdout), Number(group));
    }
    await server.as('initdb', [
      ...['-D', server.dataDirectory, '-U', 'postgres', '-A', 'trust'],
      ...['-E', 'UTF8', '--no-locale', '--no-sync'],
    ]);
    await server.restart();
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDirectory(): string {
    return join(this.directory, 'data');
  }

  private async as(program: string, args: string[]): Promise<void> {
    const command = join(this.bin, program);
    if (userInfo().uid === 0) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await run(command, args);
  }

  /** Starts the server (again) on its port and waits until it accepts connections. */
  async restart(): Promise<void> {
    // fsync off: the faults here are process crashes, after which what a committed transaction
    // wrote is still in the operating system's cache; the machine never goes down under a test.
    const options = [
      ...['-p', String(this.port), '-k', this.directory],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    ].join(' ');
    await this.as('pg_ctl', [
      ...['-D', this.dataDirectory, '-l', join(this.directory, 'server.log')],
      ...['-o', options, '-w', '-t', '60', 'start'],
    ]);
  }

  /** `pg_ctl stop -m immediate`: every backend ends at once, as in a crash (recovery on restart). */
  async crash(): Promise<void> {
    await this.as('pg_ctl', ['-D', this.dataDirectory, '-m', 'immediate', '-w', 'stop']);
  }

  /** Stops the server and deletes its cluster. */
  async remove(): Promise<void> {
    await this.as('pg_ctl', ['-D', this.dataDirectory, '-m', 'fast', '-w', 'stop']).catch(
      () => undefined, // already stopped
    );
    rmSync(this.directory, { recursive: true, force: true });
  }
}
