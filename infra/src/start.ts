import { startStack } from './stack.js';

/**
 * `npm start`: the whole product at http://localhost:3000 (or $PORT) until interrupted. SIGTERM
 * or SIGINT is forwarded to every process, which drains within its own bound; this process exits
 * once all of them have.
 */
const stack = await startStack(process.env);
process.stdout.write(`\nDistill is running at ${stack.url}\n\n`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  });
}
const { name, code } = await stack.exited;
if (!stopping) {
  process.stderr.write(`${name} exited with code ${code}; stopping Distill\n`);
  await stack.stop();
  process.exit(1);
}
