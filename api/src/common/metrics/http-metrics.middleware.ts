import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MetricsRegistry } from './metrics.registry';

/** The route label of a request no route matched (unknown paths, refusals before routing): one series, whatever the URL. */
export const UNMATCHED_ROUTE = '<unmatched>';

/** Nest's not-found fallback under the global prefix: a route in Express's eyes, no route in ours. */
const NOT_FOUND_FALLBACK = '/api*path';

/** From 5 ms to 30 s: the API's p95 goal sits in the lower buckets, report builds and uploads in the upper. */
const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** API and file requests are measured; the web apps' static files are not (they would swamp the routes). */
function isMeasured(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
}

/**
 * The matched route's pattern (`/api/admin/users/:id`), never the URL: ids in a label
 * would make a series per user, and put them into the metrics. Read when the answer is
 * sent, after routing.
 */
export function routePattern(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (!route || typeof route.path !== 'string') return UNMATCHED_ROUTE;
  const pattern = `${req.baseUrl ?? ''}${route.path}`;
  return pattern === NOT_FOUND_FALLBACK ? UNMATCHED_ROUTE : pattern;
}

/**
 * Times every API request from its first byte to its answer (refusals by the middleware
 * before the controllers included), by method, route pattern and status. First in the
 * chain, so nothing in front of it goes unmeasured.
 */
export function httpMetricsMiddleware(metrics: MetricsRegistry): RequestHandler {
  const duration = metrics.histogram({
    name: 'ledgerleaf_http_request_duration_seconds',
    help: 'API requests by method, route pattern and status: time to the last byte of the answer',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS_SECONDS,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isMeasured(req.path)) return next();
    const stop = duration.startTimer();
    res.once('finish', () => stop({ method: req.method, route: routePattern(req), status: String(res.statusCode) }));
    next();
  };
}
