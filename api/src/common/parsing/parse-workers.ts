// Parsing untrusted files off the event loop (issue 25). A small pool of worker threads, at
// most PARSE_LIMITS.maxWorkers in this process; a parse talks to the request that started it
// by messages, and a worker whose parse runs past its time limit is terminated (and replaced
// by a new one when needed), so no file, however crafted, holds the API's event loop.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PARSE_LIMITS, PARSE_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../errors/domain-error';
import { type ParseWorkerReply, type ParseWorkerRequest, SWC_WORKER_BOOTSTRAP } from './parse-worker-port';

/** A parse worker's heap: a 32 MB OFX file as text and its rows fit well within it. */
const WORKER_HEAP_MB = 256;

/** An idle worker is ended after this long without a parse, giving its memory back. */
const IDLE_MS = 60_000;

/**
 * A worker running `script` (its path without extension). Compiled (api/dist, `npm start`),
 * the `.js` sits beside the code that starts it. Under jest there is only the `.ts` source,
 * which a worker thread cannot run: the worker then starts with a small bootstrap that
 * compiles TypeScript with @swc/core (a devDependency, jest's own transformer) as it is
 * required, so tests run the current source and never a stale build.
 */
function newWorker(script: string): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  if (existsSync(`${script}.js`)) return new Worker(`${script}.js`, { resourceLimits });
  if (existsSync(`${script}.ts`)) return new Worker(SWC_WORKER_BOOTSTRAP, { eval: true, workerData: { __script: `${script}.ts` }, resourceLimits });
  throw new Error(`No worker script at ${script}.js or ${script}.ts`);
}

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
  /** The worker said the job ended (finished, refused or crashed): it can take another. */
  private ended = false;
  private terminated = false;
  private closed = false;
  private readonly onMessage = (reply: ParseWorkerReply<Out>) => {
    if (reply.job !== this.job) return;
    if (reply.type !== 'message') this.ended = true;
    if (reply.type === 'message' || reply.type === 'finished') this.inbox.push(reply.message);
    else if (reply.type === 'refused') this.fail(new DomainException(reply.kind as DomainErrorKind, reply.message, reply.details));
    else this.fail(Object.assign(new Error(`Parse worker failed: ${reply.message}`), { stack: reply.stack }));
    this.notify();
  };
  private readonly onError = (error: Error & { code?: string }) => {
    this.fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new DomainException(DomainErrorKind.UNPROCESSABLE, PARSE_MESSAGES.tooBig) : error);
  };
  private readonly onExit = () => this.fail(new Error('The parse worker stopped before its answer'));

  constructor(
    private readonly worker: Worker,
    private readonly job: number,
    data: unknown,
    timeLimitMs: number,
    /** Hands the worker back (alive: it may take another job; null: it was terminated). */
    private readonly release: (worker: Worker | null) => void,
  ) {
    this.remainingMs = timeLimitMs;
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
    worker.on('exit', this.onExit);
    worker.postMessage({ job, type: 'start', data } satisfies ParseWorkerRequest<In>);
  }

  /** Gives the parse `ms` from now on (a reader that limits each page, not the whole file, calls it after each page). */
  restartClock(ms: number): void {
    this.remainingMs = ms;
  }

  post(message: In): void {
    this.worker.postMessage({ job: this.job, type: 'message', message } satisfies ParseWorkerRequest<In>);
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
        timer = setTimeout(
          () => {
            this.fail(new DomainException(DomainErrorKind.UNPROCESSABLE, PARSE_MESSAGES.tooSlow));
            this.terminated = true;
            void this.worker.terminate();
          },
          Math.max(this.remainingMs, 0),
        );
      });
      clearTimeout(timer);
      this.remainingMs -= performance.now() - started;
    }
  }

  /**
   * Done with the parse, whatever happened: a worker whose job ended goes back to the pool;
   * one still working (the caller gave up: a database error, a time limit) is terminated,
   * as nothing says where it is.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.worker.off('message', this.onMessage);
    this.worker.off('error', this.onError);
    this.worker.off('exit', this.onExit);
    if (this.ended && !this.terminated) {
      this.release(this.worker);
      return;
    }
    await this.worker.terminate();
    this.release(null);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  private notify(): void {
    this.wake?.();
    this.wake = null;
  }
}

/**
 * The pool: at most PARSE_LIMITS.maxWorkers parses at once in this process (the others wait
 * for a slot, which does not count against their time limit), each on a worker kept warm
 * between parses. Idle workers do not keep the process alive and end after IDLE_MS.
 */
@Injectable()
export class ParseWorkers implements OnModuleDestroy {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idle = new Map<string, { worker: Worker; timer: NodeJS.Timeout; onExit: () => void }[]>();
  private jobs = 0;

  /** Starts `script`'s job on `data` (the worker's protocol is the script's). */
  async start<In, Out>(script: string, data: unknown, timeLimitMs: number = PARSE_LIMITS.timeLimitMs): Promise<ParseWorker<In, Out>> {
    if (this.running >= PARSE_LIMITS.maxWorkers) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      const worker = this.takeIdle(script) ?? newWorker(script);
      worker.ref();
      return new ParseWorker<In, Out>(worker, ++this.jobs, data, timeLimitMs, (back) => this.release(script, back));
    } catch (error) {
      this.release(script, null);
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    const idle = [...this.idle.values()].flat();
    this.idle.clear();
    await Promise.all(idle.map(({ worker, timer }) => (clearTimeout(timer), worker.terminate())));
  }

  private takeIdle(script: string): Worker | null {
    const entry = this.idle.get(script)?.pop();
    if (!entry) return null;
    clearTimeout(entry.timer);
    entry.worker.off('exit', entry.onExit);
    return entry.worker;
  }

  /** The slot passes to the next waiting parse, if any; a live worker waits idle for it. */
  private release(script: string, worker: Worker | null): void {
    if (worker) {
      worker.unref();
      const list = this.idle.get(script) ?? [];
      const onExit = () => this.dropIdle(script, worker, false);
      worker.once('exit', onExit);
      list.push({ worker, timer: setTimeout(() => this.dropIdle(script, worker, true), IDLE_MS).unref(), onExit });
      this.idle.set(script, list);
    }
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private dropIdle(script: string, worker: Worker, terminate: boolean): void {
    const list = this.idle.get(script) ?? [];
    const at = list.findIndex((e) => e.worker === worker);
    if (at < 0) return;
    clearTimeout(list[at].timer);
    list.splice(at, 1);
    if (terminate) void worker.terminate();
  }
}
