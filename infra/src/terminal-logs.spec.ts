import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stripVTControlCharacters } from 'node:util';
import { terminalLogFormatter } from './terminal-logs.js';

/** Log lines as a service writes them (pino's JSON). */
const startUp = {
  level: 30,
  time: 1,
  pid: 1,
  hostname: 'h',
  name: 'catalog',
  msg: 'Mapped {/graphql, POST} route',
};
const request = {
  level: 30,
  time: 1,
  pid: 1,
  hostname: 'h',
  name: 'gateway',
  req: { id: 'c0ffee00', method: 'GET', url: '/api/summaries' },
  res: { statusCode: 200 },
  responseTime: 4,
  msg: 'request completed',
};
const warning = {
  level: 40,
  time: 1,
  pid: 1,
  hostname: 'h',
  name: 'reading',
  msg: 'event redelivered',
  attempt: 2,
};
const error = {
  level: 50,
  time: 1,
  pid: 1,
  hostname: 'h',
  name: 'billing',
  err: {
    type: 'Error',
    message: 'Stripe unreachable',
    stack: 'Error: Stripe unreachable\n    at charge (billing.js:1:1)',
  },
  msg: 'Stripe unreachable',
};

/** What a terminal shows for these lines, without colours. */
async function shown(env: NodeJS.ProcessEnv, lines: object[]): Promise<string[]> {
  const destination = new PassThrough();
  let output = '';
  destination.on('data', (chunk) => (output += String(chunk)));
  const formatter = terminalLogFormatter({ env, isTTY: true, destination })!;
  for (const line of lines) formatter.write(`${JSON.stringify(line)}\n`);
  formatter.end();
  await finished(formatter);
  return stripVTControlCharacters(output).split('\n').filter(Boolean);
}

describe('the logs npm start shows in a terminal', () => {
  it('hides start-up steps and requests at the default level, and shows a warning as one readable line', async () => {
    const lines = await shown({}, [startUp, request, warning]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] WARN \(reading\): event redelivered \{"attempt":2\}$/,
    );
  });

  it('shows an error as one line naming it, without its stack trace', async () => {
    const lines = await shown({ LOG_LEVEL: 'info' }, [error]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ERROR \(billing\): Stripe unreachable/);
    expect(lines[0]).not.toContain('billing.js');
  });

  it('shows every request, and an error with its stack trace, with LOG_LEVEL=debug', async () => {
    const lines = await shown({ LOG_LEVEL: 'debug' }, [request, error]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/INFO \(gateway\): request completed .*"url":"\/api\/summaries"/);
    expect(lines[1]).toMatch(/ERROR \(billing\): Stripe unreachable .*billing\.js/);
  });

  it('leaves JSON as it is when no person reads the output (not a terminal, or production)', () => {
    const destination = new PassThrough();
    expect(terminalLogFormatter({ env: {}, isTTY: false, destination })).toBeUndefined();
    expect(
      terminalLogFormatter({ env: { NODE_ENV: 'production' }, isTTY: true, destination }),
    ).toBeUndefined();
  });
});
