import { startStack } from './stack.js';

/** `npm start`: the whole product at http://localhost:3000 (or $PORT) until interrupted. */
const stack = await startStack(process.env);
process.stdout.write(`\nDistill is running at ${stack.url}\n\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stack.stop().then(() => process.exit(0)));
}
const { name, code } = await stack.exited;
process.stderr.write(`${name} exited with code ${code}; stopping Distill\n`);
await stack.stop();
process.exit(1);
