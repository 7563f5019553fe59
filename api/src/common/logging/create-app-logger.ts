import { createRequire } from 'node:module';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { setRootLogger } from './log-context';
import { REDACTED, redactPaths, scrubSecrets, serializeError } from './log-redaction';

export interface AppLoggerOptions {
  level: AppConfig['logLevel'];
  format: AppConfig['logFormat'];
  /** Where JSON lines go (stdout by default); tests capture them here. */
  destination?: DestinationStream;
}

export interface AppLoggers {
  /** The pino logger: request and job loggers are its children. */
  root: Logger;
  /** Nest's application logger (`NestFactory.create(..., { logger })`), writing through `root`. */
  nest: NestPinoLogger;
}

/** pino-pretty is a development dependency: a production install does not have it. */
function prettyAvailable(): boolean {
  try {
    createRequire(__filename).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The one logger of an API, worker or CLI process: JSON lines on stdout (one object per
 * line, for a log collector to index), or pino-pretty's readable lines in development.
 * Both redact the same secrets (log-redaction.ts).
 */
export function createAppLogger({ level, format, destination }: AppLoggerOptions): AppLoggers {
  const pretty = format === 'pretty' && !destination && prettyAvailable();
  const options: LoggerOptions = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: { err: serializeError },
    hooks: { streamWrite: scrubSecrets },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss.l',
              ignore: 'pid,hostname,context,req,res',
              messageFormat: '{if context}[{context}] {end}{msg}',
              singleLine: true,
            },
          },
        }
      : // Level names rather than numbers: what an operator types in a search.
        { formatters: { level: (label: string) => ({ level: label }) } }),
  };
  const root = destination ? pino(options, destination) : pino(options);
  if (format === 'pretty' && !pretty && !destination)
    root.warn('LOG_FORMAT=pretty but pino-pretty is not installed (a production install): writing JSON lines');
  setRootLogger(root);
  return { root, nest: new NestPinoLogger(new PinoLogger({ pinoHttp: { logger: root } }), {}) };
}
