import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/** A stack trace rather than a context name: NestJS's exception handlers pass one as text. */
function isStack(value: unknown): value is string {
  return typeof value === 'string' && /\n\s*at /.test(value);
}

/**
 * NestJS's own messages (start-up, route mapping, the errors it catches) written through the
 * service's pino logger, so they carry its name, redaction and correlation id like every other
 * line. It takes NestJS's arguments as its ConsoleLogger does: a last string argument is the
 * context, and `error(message, stack)` is an error with that stack.
 */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const context =
      typeof rest.at(-1) === 'string' && !isStack(rest.at(-1)) ? rest.pop() : undefined;
    const stack = isStack(rest[0]) ? rest[0] : undefined;
    if (stack !== undefined) rest.shift();
    const fields: Record<string, unknown> = {
      ...(context ? { context } : {}),
      ...(rest.length > 0 ? { params: rest } : {}),
    };
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (stack !== undefined) {
      const err = new Error(String(message));
      err.stack = stack;
      this.logger[level]({ ...fields, err }, String(message));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...message });
    } else {
      this.logger[level](fields, String(message));
    }
  }
}
