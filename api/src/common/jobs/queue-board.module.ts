import type { DynamicModule } from '@nestjs/common';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { AUTH_MESSAGES } from '@ledgerleaf/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ALL_QUEUES } from './queue-names';

/** Where staff see the queues: /api/admin/queues (bull-board). */
export const QUEUE_BOARD_ROUTE = '/admin/queues';

/** The board is mounted as Express middleware, outside Nest's guards: the same staff rule, answered the same way. */
export function staffOnlyMiddleware(req: Request, res: Response, next: NextFunction): void {
  const user = req.user as { isAdmin?: boolean } | undefined;
  if (user?.isAdmin === true) return next();
  const status = user ? 403 : 401;
  const message = user ? AUTH_MESSAGES.adminOnly : AUTH_MESSAGES.notAuthenticated;
  res.status(status).json({ statusCode: status, error: message, message });
}

/**
 * bull-board over every queue: waiting, active, failed jobs with their reasons, and a
 * retry button, for staff only. Without Redis there are no Bull queues to show.
 */
export function queueBoardModules(redisUrl: string | undefined): DynamicModule[] {
  if (!redisUrl) return [];
  return [
    BullBoardModule.forRoot({
      route: QUEUE_BOARD_ROUTE,
      adapter: ExpressAdapter,
      middleware: staffOnlyMiddleware,
      boardOptions: { uiConfig: { boardTitle: 'Ledgerleaf queues' } },
    }),
    BullBoardModule.forFeature(...ALL_QUEUES.map((name) => ({ name, adapter: BullAdapter }))),
  ];
}
