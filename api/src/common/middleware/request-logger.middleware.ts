import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppLogger } from '../logging/app-logger';

/** One structured log line per API request, with its duration and the user id. */
export function requestLoggerMiddleware(logger: AppLogger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = req.get('x-request-id') ?? randomUUID();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const user = req.user as { id?: number } | undefined;
      logger.event(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        userId: user?.id ?? null,
        ip: req.ip,
      });
    });
    next();
  };
}
