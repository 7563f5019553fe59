import { AUTH_MESSAGES } from '@ledgerleaf/contracts';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request sent by a page of another origin (CSRF defence on
 * top of SameSite=Lax cookies). Browsers send Origin on cross-origin POSTs; requests
 * without Origin and without a cross-site Sec-Fetch-Site come from non-browser clients
 * (webhooks, curl), which carry no session cookie of a victim.
 */
export function sameOriginMiddleware(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const allowed = origin === undefined ? fetchSite !== 'cross-site' : origin === publicOrigin || origin === ownOrigin;
    if (allowed) return next();
    res.status(403).json({ statusCode: 403, error: AUTH_MESSAGES.crossOrigin, message: AUTH_MESSAGES.crossOrigin });
  };
}
