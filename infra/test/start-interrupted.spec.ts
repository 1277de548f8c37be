import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processTreeMemory } from '../src/process-tree-memory.js';
import { START_AND_STOP_MS, type StartedProduct, startProduct } from './start-process.js';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ctrl-C while `npm start` is still starting: the Firebase Auth emulator it launched first runs
 * in a process group of its own, so nothing but `npm start` itself can stop it.
 */
describe('npm start interrupted during start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'distill-interrupted-'));
  let product: StartedProduct | undefined;

  afterAll(async () => {
    // Whatever the test's outcome, the product has ended before its data folder goes.
    if (product && product.process.exitCode === null && product.process.signalCode === null) {
      product.process.kill('SIGKILL');
      await product.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'stops what it had started, the emulator included, and exits 0',
    async () => {
      product = await startProduct(
        { PATH: process.env.PATH, LOG_LEVEL: 'warn', DISTILL_DATA_DIR: dataDir },
        'databases ready',
      );
      const started = processTreeMemory(product.process.pid!).filter(
        (part) => part.pid !== product!.process.pid,
      );
      expect(started.length).toBeGreaterThan(0);

      product.process.kill('SIGINT');
      expect(await product.exited).toBe(0);
      expect(product.output()).not.toContain('Distill is running');
      expect(started.filter((part) => alive(part.pid))).toEqual([]);
    },
    START_AND_STOP_MS,
  );
});
