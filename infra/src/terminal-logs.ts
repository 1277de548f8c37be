import { PinoPretty } from 'pino-pretty';

/** The levels below info: a LOG_LEVEL that asks for details. */
const DETAIL_LEVELS = ['trace', 'debug'] as const;

export interface TerminalLogSettings {
  env: NodeJS.ProcessEnv;
  /** Whether a person reads the output (stdout is a terminal). */
  isTTY: boolean;
  destination: NodeJS.WritableStream;
}

/**
 * How the log lines of the stack's processes and threads reach `npm start`'s output. A person at
 * a terminal reads the start-up progress and the summary block (start.ts writes them), then one
 * short line per warning or error; the info lines (start-up steps, one per request) are what the
 * progress lines summarise, shown only when LOG_LEVEL asks for more (debug, trace). Anything else
 * (CI, a log collector, a container, production) gets pino's JSON unchanged: undefined.
 */
export function terminalLogFormatter({
  env,
  isTTY,
  destination,
}: TerminalLogSettings): NodeJS.WritableStream | undefined {
  if (!isTTY || env.NODE_ENV === 'production') return undefined;
  const details = DETAIL_LEVELS.find((level) => level === env.LOG_LEVEL);
  return PinoPretty({
    destination,
    minimumLevel: details ?? 'warn',
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    // An error stays on its one line too (pino-pretty prints error objects over several): its
    // type and message, and its stack trace only when LOG_LEVEL asks for details.
    errorLikeObjectKeys: [],
    ignore: `pid,hostname,context,correlationId${details ? '' : ',err.stack'}`,
  });
}

let shared: NodeJS.WritableStream | null | undefined;

/**
 * The one formatter every process and thread of the stack writes through (their lines interleave
 * whole), or undefined when their JSON goes straight to this process's stdout.
 */
export function stackLogs(env: NodeJS.ProcessEnv): NodeJS.WritableStream | undefined {
  shared ??=
    terminalLogFormatter({
      env,
      isTTY: Boolean(process.stdout.isTTY),
      destination: process.stdout,
    }) ?? null;
  return shared ?? undefined;
}
