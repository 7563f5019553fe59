import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Most bytes of a refused request's body read off the wire so that its client hears the answer. */
const UNREAD_BODY_DRAIN_MAX_BYTES = 128 * 1024 * 1024;
/** Longest wait for them. */
const UNREAD_BODY_DRAIN_MAX_MS = 30_000;

function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/**
 * Reads (and discards) the rest of a body; true when it ended, false when a bound was
 * reached first (the body is then left paused and the connection will be closed).
 */
function drainBody(req: IncomingMessage, maxBytes = UNREAD_BODY_DRAIN_MAX_BYTES, maxMs = UNREAD_BODY_DRAIN_MAX_MS): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      if (!complete) req.pause();
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.resume();
  });
}

/**
 * An answer given before the request's body was read (415 for a text body, 401 before an
 * upload, 413 by length) waits until the body has been read off the wire, within bounds.
 * Without it, a client that asked `Connection: close` and sends its whole body before
 * reading (most HTTP libraries) saw a reset instead of the answer: Node closed the socket
 * right after the answer, with the body still arriving. Past the bounds the answer goes
 * out with `Connection: close`. Registered after compression, so that it holds the answer
 * before any header is written.
 */
export function answerAfterUnreadBody(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const end = res.end;
    res.end = function endAfterBody(this: Response, ...args: unknown[]): Response {
      res.end = end;
      // Read already (a parser), being read (multer), or an answer already under way.
      if (req.complete || req.readableFlowing !== null || res.headersSent) return (end as (...a: unknown[]) => Response).apply(this, args);
      void drainBody(req).then((complete) => {
        if (!complete && !res.headersSent) res.setHeader('Connection', 'close');
        (end as (...a: unknown[]) => Response).apply(this, args);
      });
      return this;
    } as Response['end'];
    next();
  };
}
