import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@distill/platform/testing';
import { processTreeMemory } from '../src/process-tree-memory.js';
import { SERVICES } from '../src/services.js';
import { REPOSITORY_ROOT } from './manifest-checks.js';

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

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops what it had started, the emulator included, and exits 0', async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      DISTILL_DATA_DIR: dataDir,
      PORT: String(await freePort()),
    };
    for (const service of SERVICES) env[service.portVariable] = String(await freePort());
    const stack = spawn(process.execPath, ['infra/dist/start.js'], {
      cwd: REPOSITORY_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => stack.once('exit', resolve));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      stack.stdout.on('data', (chunk) => {
        output += String(chunk);
        if (output.includes('databases ready')) resolve();
      });
      void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    const started = processTreeMemory(stack.pid!).filter((part) => part.pid !== stack.pid);
    expect(started.length).toBeGreaterThan(0);

    stack.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).not.toContain('Distill is running');
    expect(started.filter((part) => alive(part.pid))).toEqual([]);
  });
});
