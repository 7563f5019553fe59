import type { LoggerService } from '@nestjs/common';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export class AppLogger implements LoggerService {
  constructor(private readonly level: LogLevel = 'info') {}

  private write(level: Exclude<LogLevel, 'silent'>, message: unknown, context?: string, extra?: Record<string, unknown>) {
    if (LEVELS[level] < LEVELS[this.level]) return;
    const entry = {
      time: new Date().toISOString(),
      level,
      context,
      msg: message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message),
      ...extra,
    };
    (level === 'error' ? process.stderr : process.stdout).write(JSON.stringify(entry) + '\n');
  }

  /** A request or event with fields of its own. */
  event(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Record<string, unknown>) {
    this.write(level, msg, undefined, fields);
  }

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string) {
    const stack = message instanceof Error ? message.stack : context ? stackOrContext : undefined;
    this.write('error', message, context ?? (stack ? undefined : stackOrContext), stack ? { stack } : undefined);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
}
