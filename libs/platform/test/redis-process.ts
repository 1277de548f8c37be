import { type ChildProcess, spawn } from 'node:child_process';
import { acceptsConnections, freePort } from '../src/net/ports.js';

/**
 * A private redis-server for tests that kill Redis: the shared one must keep serving the other
 * test files. No persistence, so a restart starts empty, like a crashed cache node.
 */
export class RedisProcess {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    while (!(await acceptsConnections(this.port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGKILL: no graceful shutdown, connections drop as in a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
