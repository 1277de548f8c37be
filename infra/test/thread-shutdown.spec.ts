import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TerminationMessage } from '@distill/platform/embedded';
import { REPOSITORY_ROOT } from './manifest-checks.js';

/**
 * Embedded, `npm start` runs the gateway and the services as worker threads, which no signal
 * reaches: it stops them with a TerminationMessage. A thread running the platform's built
 * shutdown handler drains on that message and ends with the handler's exit code, also when the
 * message came while the thread was still starting.
 */
describe('a worker thread of the embedded stack', () => {
  const platform = pathToFileURL(
    `${REPOSITORY_ROOT}libs/platform/dist/shutdown/graceful-shutdown.js`,
  ).href;

  /**
   * A thread running the handler; with `startUp`, it posts 'starting' and installs the handler
   * only once told 'started'.
   */
  function startThread(drainFails: boolean, startUp = false): Worker {
    return new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       import(workerData.platform).then(async ({ holdTerminationRequests, ShutdownState }) => {
         const termination = holdTerminationRequests();
         if (workerData.startUp) {
           const started = new Promise((resolve) =>
             parentPort.on('message', (message) => message === 'started' && resolve()),
           );
           parentPort.postMessage('starting');
           await started;
         }
         const state = new ShutdownState();
         const quiet = () => undefined;
         termination.handle({
           logger: { info: quiet, warn: quiet, error: quiet },
           state,
           readinessDelayMs: 0,
           timeoutMs: 5000,
           drain: async () => {
             parentPort.postMessage({ drained: state.draining });
             if (workerData.drainFails) throw new Error('a pool would not close');
           },
         });
         // Whether a message before this one began the shutdown.
         parentPort.on('message', (message) => {
           if (message === 'ping') parentPort.postMessage({ draining: state.draining });
         });
         parentPort.postMessage('listening');
       });`,
      { eval: true, workerData: { platform, drainFails, startUp } },
    );
  }

  async function stop(
    worker: Worker,
    message: unknown,
  ): Promise<{ drained: unknown; code: number }> {
    const messages: unknown[] = [];
    worker.on('message', (received) => messages.push(received));
    await new Promise<void>((resolve) =>
      worker.on('message', (received) => received === 'listening' && resolve()),
    );
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage(message);
    const code = await exited;
    const drained = messages.find(
      (received): received is { drained: boolean } =>
        typeof received === 'object' && received !== null && 'drained' in received,
    );
    return { drained: drained?.drained, code };
  }

  it('drains while not ready on the SIGTERM message and exits 0', async () => {
    const request: TerminationMessage = { terminate: 'SIGTERM' };
    expect(await stop(startThread(false), request)).toEqual({ drained: true, code: 0 });
  });

  it('exits 1 when its drain fails', async () => {
    const request: TerminationMessage = { terminate: 'SIGINT' };
    expect(await stop(startThread(true), request)).toEqual({ drained: true, code: 1 });
  });

  it('drains once started on a SIGTERM message that came while it was starting', async () => {
    const worker = startThread(false, true);
    await new Promise<void>((resolve) =>
      worker.on('message', (received) => received === 'starting' && resolve()),
    );
    const request: TerminationMessage = { terminate: 'SIGTERM' };
    worker.postMessage(request);
    const drained = new Promise<unknown>((resolve) =>
      worker.on('message', (received) => {
        if (typeof received === 'object' && received !== null && 'drained' in received)
          resolve(received.drained);
      }),
    );
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage('started');
    expect(await drained).toBe(true);
    expect(await exited).toBe(0);
  });

  it('ignores any other message', async () => {
    const worker = startThread(false);
    await new Promise<void>((resolve) =>
      worker.on('message', (received) => received === 'listening' && resolve()),
    );
    const answer = new Promise<unknown>((resolve) =>
      worker.on('message', (received) => received !== 'listening' && resolve(received)),
    );
    worker.postMessage({ terminate: 'SIGKILL' });
    worker.postMessage('ping');
    expect(await answer).toEqual({ draining: false });
    await worker.terminate();
  });
});
