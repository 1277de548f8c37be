// `npm start`'s build: what `npm start` runs (the services, the gateway, the web client and the
// start-up code), with one line per project that is actually built and nx's output only when the
// build fails. Projects nx finds unchanged are skipped silently.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** How a person calls what is being built. */
const NAMES = { frontend: 'web client', infra: 'start-up code' };
const startedAt = Date.now();

const nx = spawn(
  process.execPath,
  [
    'node_modules/nx/dist/bin/nx.js',
    'run-many',
    '-t',
    'build',
    '--projects=tag:runtime',
    '--outputStyle=stream',
  ],
  { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
let built = 0;
let pending = '';
const announce = (line) => {
  // "> nx run @distill/frontend:build" starts a task; cached ones add "[local cache]" or
  // "[existing outputs match the cache, left as is]".
  const task = /^> nx run @distill\/([\w-]+):build(.*)$/.exec(line.trim());
  if (!task || /cache/.test(task[2])) return;
  built += 1;
  process.stdout.write(`building ${NAMES[task[1]] ?? task[1]}…\n`);
};
nx.stdout.on('data', (chunk) => {
  output += chunk;
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  lines.forEach(announce);
});
nx.stderr.on('data', (chunk) => (output += chunk));
nx.once('exit', (code) => {
  if (code !== 0) {
    process.stderr.write(`${output}\nThe build failed (nx exited with ${code}).\n`);
    process.exit(code ?? 1);
  }
  if (built > 0)
    process.stdout.write(`built in ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
});
