import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/** How long in-flight requests may take to finish once shutdown starts (docker stop allows 10 s). */
export const HTTP_DRAIN_TIMEOUT_MS = 8000;

/**
 * Stops the HTTP server first when the application closes: no new connections, idle
 * keep-alive sockets closed, in-flight requests allowed to finish. Nest's own order
 * (module destroy hooks, then the server) would close Redis and hand the session
 * serializer away while requests still ran, so a deploy answered them with 500s.
 * Registered in the root module, whose destroy hooks run before every other module's.
 */
@Injectable()
export class HttpDrain implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Shutdown');
  private draining: Promise<void> | null = null;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /**
   * The drain starts on the signal itself, not when Nest reaches this module's destroy hook:
   * the other modules' hooks (global ones run first) took 300 ms in npm run drill:scale, during
   * which the API still accepted new connections.
   */
  onApplicationBootstrap(): void {
    if (!this.adapterHost.httpAdapter) return;
    // Only beside Nest's own shutdown listener (enableShutdownHooks): alone, a listener would
    // keep the process from ending on the signal.
    for (const signal of DRAIN_SIGNALS) if (process.listenerCount(signal) > 0) process.once(signal, this.startDrain);
  }

  async onModuleDestroy(): Promise<void> {
    for (const signal of DRAIN_SIGNALS) process.off(signal, this.startDrain);
    await this.startDrain();
  }

  private readonly startDrain = (): Promise<void> => {
    if (!this.draining) {
      const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
      this.draining = server?.listening ? drainHttpServer(server, HTTP_DRAIN_TIMEOUT_MS, this.logger) : Promise.resolve();
    }
    return this.draining;
  };
}

/** The signals Nest's shutdown hooks answer (enableShutdownHooks without arguments: SIGTERM and SIGINT among them). */
const DRAIN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * How often, while draining, connections that went idle are closed. close() ends only the
 * connections idle at that moment; one whose request was in flight stayed open after its
 * answer for the keep-alive timeout (5 s), and its client could send more requests on it
 * meanwhile: npm run drill:scale saw an API exit 3 s after its last answer.
 */
const IDLE_SWEEP_MS = 50;

export async function drainHttpServer(server: Server, timeoutMs: number, logger?: Logger): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A request that still comes on an open connection is answered, and its connection closed.
  const closeAfterAnswer = (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close');
  server.on('request', closeAfterAnswer);
  // close() ends idle keep-alive sockets now; the sweep ends each of the others once its answer is sent.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
    timer.unref();
  });
  try {
    if ((await Promise.race([closed, late])) === 'late') {
      logger?.warn(`Requests still running after ${timeoutMs} ms: closing their connections`);
      server.closeAllConnections();
      await closed;
    }
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
    server.off('request', closeAfterAnswer);
  }
}
