import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';
import { MONTH_CLOSED_SQLSTATE } from './sqlstates';

/** Long statements (batch inserts) are cut: the start says which statement it was. */
const MAX_QUERY_CHARS = 2000;

/** The statement on one line, cut to a readable length. Its parameters are never passed in. */
export function describeStatement(query: string): string {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_QUERY_CHARS ? `${oneLine.slice(0, MAX_QUERY_CHARS)}… (${oneLine.length} characters)` : oneLine;
}

/**
 * Some driver messages quote the value they refused (`invalid input syntax for type
 * integer: "…"`): every parameter that appears in the message is replaced by its position.
 */
export function withoutParameters(message: string, parameters?: unknown[] | Record<string, unknown>): string {
  const entries = Array.isArray(parameters)
    ? parameters.map((value, index) => [`$${index + 1}`, value] as const)
    : Object.entries(parameters ?? {}).map(([key, value]) => [`:${key}`, value] as const);
  let text = message;
  // Longest first, so a parameter that contains another is replaced whole.
  const texts = entries
    .map(
      ([name, value]) =>
        [name, value instanceof Date ? value.toISOString() : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)] as const,
    )
    .filter(([, value]) => value.length >= 3)
    .sort((a, b) => b[1].length - a[1].length);
  for (const [name, value] of texts) text = text.split(value).join(`[parameter ${name}]`);
  return text;
}

/**
 * TypeORM's own loggers print each failing statement with its parameters: password and
 * reset-token hashes, e-mail addresses, names, sealed tokens. This one logs the SQL, the
 * driver's message and PostgreSQL's error code, never the parameters, nor the error's
 * `detail` (which quotes the offending row's values, e.g. a duplicate e-mail address).
 */
export class RedactingTypeormLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  /** Successful statements are not logged (`logging: ['error']` before this logger). */
  logQuery(): void {}

  logQueryError(error: string | Error, query: string, parameters?: unknown[] | Record<string, unknown>): void {
    const message = withoutParameters(typeof error === 'string' ? error : error.message, parameters);
    const code = typeof error === 'object' && error && 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : '';
    // The month-close guard's refusal is an answer (409), not a fault.
    if (code === ` [${MONTH_CLOSED_SQLSTATE}]`) this.logger.log(`Refused${code}: ${message} -- ${describeStatement(query)}`);
    else this.logger.error(`Query failed${code}: ${message} -- ${describeStatement(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${describeStatement(query)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.debug(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = typeof message === 'string' ? message : message instanceof Error ? message.message : JSON.stringify(message);
    if (level === 'warn') this.logger.warn(text);
  }
}
