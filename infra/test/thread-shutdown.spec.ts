import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TerminationMessage } from '@distill/platform/embedded';
import { REPOSITORY_ROOT } from './manifest-checks.js';

/**
 * Embedded, `npm start` runs the gateway and the services as worker threads, which no signal
 * reaches: it stops them with a TerminationMessage. A thread running the platform's built
 * shutdown handler drains on that message and ends with the handler's exit code.
 */
describe('a worker thread of the embedded stack', () => {
  const platform = pathToFileURL(
    `${REPOSITORY_ROOT}libs/platform/dist/shutdown/graceful-shutdown.js`,
  ).href;

  function startThread(drainFails: boolean): Worker {
    return new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       import(workerData.platform).then(({ handleTerminationSignals, ShutdownState }) => {
         const state = new ShutdownState();
         const quiet = () => undefined;
         handleTerminationSignals({
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
      { eval: true, workerData: { platform, drainFails } },
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
