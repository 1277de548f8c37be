import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../net/ports.js';

/**
 * A private redis-server for tests that kill Redis: the shared one must keep serving the other
 * test files. Without `persistIn`, a restart starts empty, like a crashed cache node; with it,
 * every write is kept in that folder's append-only file and survives the kill, like a node with
 * persistence (or one that was only unreachable).
 */
export class RedisProcess {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly persistIn: string | undefined,
  ) {}

  static async start(options: { persistIn?: string } = {}): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort(), options.persistIn);
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    this.child = spawn(
      'redis-server',
      [
        ...['--port', String(this.port), '--save', '', '--bind', '127.0.0.1'],
        ...(this.persistIn
          ? ['--dir', this.persistIn, '--appendonly', 'yes', '--appendfsync', 'always']
          : ['--appendonly', 'no']),
      ],
      {
        stdio: 'ignore',
      },
    );
    const child = this.child;
    const deadline = Date.now() + 10_000;
    // Not just a TCP accept: Redis listens while it is still loading its append-only file and
    // answers LOADING until then, so a test's first command could meet a server not yet serving.
    while (!(await answersPing(this.port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * SIGSTOP: connections stay open and commands wait for an answer, as with a stalled node;
   * `resume` lets it answer them.
   */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** SIGKILL: no graceful shutdown, connections drop as in a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

/** Whether the Redis on `port` serves commands: refused, or still loading (LOADING), is no. */
async function answersPing(port: number): Promise<boolean> {
  const redis = new Redis({
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    // One attempt, one answer: no reconnecting, no queueing, and PING itself while loading.
    retryStrategy: () => null,
    enableOfflineQueue: false,
    enableReadyCheck: false,
    connectTimeout: 3_000,
  });
  redis.on('error', () => undefined); // the attempt's own rejection says it
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
