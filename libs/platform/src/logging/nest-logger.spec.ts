import pino from 'pino';
import { NestLogger } from './nest-logger.js';

/** A NestLogger over a pino logger whose lines are kept, parsed. */
function loggerWithLines(): { nest: NestLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'trace' },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { nest: new NestLogger(logger), lines };
}

describe('NestLogger', () => {
  it('writes a NestJS message at its level with its context', () => {
    const { nest, lines } = loggerWithLines();
    nest.log('Mapped {/graphql, POST} route', 'RouterExplorer');
    nest.verbose('details');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'Mapped {/graphql, POST} route',
        context: 'RouterExplorer',
      }),
      expect.objectContaining({ level: 10, msg: 'details' }),
    ]);
  });

  it('keeps the stack an exception handler passes as text', () => {
    const { nest, lines } = loggerWithLines();
    nest.error('boom', 'Error: boom\n    at handler (catalog.js:1:1)', 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({ level: 50, msg: 'boom', context: 'ExceptionsHandler' });
    expect((lines[0]!.err as { stack: string }).stack).toContain('catalog.js');
  });

  it('logs an error object with its message, and an object message as fields', () => {
    const { nest, lines } = loggerWithLines();
    nest.error(new Error('database unreachable'));
    nest.warn({ queue: 'events', waiting: 3 }, 'InboxEventServer');
    expect(lines[0]).toMatchObject({ level: 50, msg: 'database unreachable' });
    expect(lines[0]!.err).toMatchObject({ message: 'database unreachable' });
    expect(lines[1]).toMatchObject({
      level: 40,
      queue: 'events',
      waiting: 3,
      context: 'InboxEventServer',
    });
  });
});
