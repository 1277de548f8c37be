import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
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

/** Whether a Redis on `port` answers PING with PONG (refused, LOADING or 3 s of silence: no). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(3_000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => done(reply.toString().startsWith('+PONG')));
    socket.once('error', () => done(false));
  });
}
