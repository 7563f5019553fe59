// Parsing untrusted files off the event loop (issue 25). One worker thread per parse, at most
// PARSE_LIMITS.maxWorkers at once; each talks to the request that started it by messages,
// and is terminated when its parse runs past its time limit, so no file, however crafted,
// holds the API's event loop.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import { PARSE_LIMITS, PARSE_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../errors/domain-error';
import { type ParseWorkerReply, SWC_WORKER_BOOTSTRAP } from './parse-worker-port';

/**
 * The file a worker runs, from its path without extension. Compiled (api/dist, `npm start`),
 * the `.js` sits beside the code that starts it. Under jest there is only the `.ts` source,
 * which a worker thread cannot run: the worker then starts with a small bootstrap that
 * compiles TypeScript with @swc/core (a devDependency; jest's own transformer) as it is
 * required, so tests run the current source and never a stale build.
 */
function workerFor(script: string, workerData: unknown, resourceLimits: { maxOldGenerationSizeMb: number }): Worker {
  if (existsSync(`${script}.js`)) return new Worker(`${script}.js`, { workerData, resourceLimits });
  if (existsSync(`${script}.ts`)) return new Worker(SWC_WORKER_BOOTSTRAP, { eval: true, workerData: { ...(workerData as object), __script: `${script}.ts` }, resourceLimits });
  throw new Error(`No worker script at ${script}.js or ${script}.ts`);
}

/** A parse worker's heap: a 32 MB OFX file as text and its rows fit well within it. */
const WORKER_HEAP_MB = 256;

/**
 * One running parse. `next()` waits for the worker's next message, and only that wait counts
 * against the time limit: the time the caller spends with a message (writing rows into
 * COPY, asking the database) is the database's, not the parse's. Past the limit, the worker
 * is terminated and `next()` throws a 422.
 */
export class ParseWorker<In, Out> {
  private readonly inbox: Out[] = [];
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  private remainingMs: number;
  private done = false;

  constructor(
    private readonly worker: Worker,
    timeLimitMs: number,
    private readonly release: () => void,
  ) {
    this.remainingMs = timeLimitMs;
    worker.on('message', (reply: ParseWorkerReply<Out>) => {
      if (reply.type === 'message') this.inbox.push(reply.message);
      else if (reply.type === 'refused') this.fail(new DomainException(reply.kind as DomainErrorKind, reply.message, reply.details));
      else this.fail(Object.assign(new Error(`Parse worker failed: ${reply.message}`), { stack: reply.stack }));
      this.notify();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      this.fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new DomainException(DomainErrorKind.UNPROCESSABLE, PARSE_MESSAGES.tooBig) : error);
    });
    worker.on('exit', () => {
      this.fail(new Error('Parse worker stopped before its answer'));
      this.finish();
    });
  }

  post(message: In): void {
    this.worker.postMessage(message);
  }

  async next(): Promise<Out> {
    for (;;) {
      const message = this.inbox.shift();
      if (message !== undefined) return message;
      if (this.failure) throw this.failure;
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        timer = setTimeout(() => {
          this.fail(new DomainException(DomainErrorKind.UNPROCESSABLE, PARSE_MESSAGES.tooSlow));
          void this.worker.terminate();
        }, Math.max(this.remainingMs, 0));
      });
      clearTimeout(timer);
      this.remainingMs -= performance.now() - started;
    }
  }

  /** Stops the worker whatever its state (the caller is done with it, or gave up). */
  async close(): Promise<void> {
    if (!this.done) await this.worker.terminate();
    this.finish();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  private notify(): void {
    this.wake?.();
    this.wake = null;
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.release();
  }
}

/** Starts parse workers, at most PARSE_LIMITS.maxWorkers at once in this process; the others wait for a slot. */
@Injectable()
export class ParseWorkers {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /** `script`: the worker's path without extension (see workerFor). Waiting for a slot does not count against the time limit. */
  async start<In, Out>(script: string, workerData: unknown, timeLimitMs: number = PARSE_LIMITS.timeLimitMs): Promise<ParseWorker<In, Out>> {
    if (this.running >= PARSE_LIMITS.maxWorkers) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return new ParseWorker<In, Out>(workerFor(script, workerData, { maxOldGenerationSizeMb: WORKER_HEAP_MB }), timeLimitMs, () => this.release());
    } catch (error) {
      this.release();
      throw error;
    }
  }

  /** The slot passes to the next waiting parse, if any. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
