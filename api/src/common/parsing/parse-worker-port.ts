// The worker thread's side of a parse (parse-workers.ts is the API's side). Loaded inside
// worker threads: it imports nothing from NestJS, whose loading alone takes about 0.6 s.
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { MessageRef } from '@ledgerleaf/contracts';
import { DomainException } from '../errors/domain-error';

/** The nice value of a parse worker's thread: below the API's event loop (0), so a parse never starves it of a core. */
const WORKER_NICE = 10;

/**
 * Lowers this worker thread's scheduling priority. On Linux a thread has its own nice value,
 * set through its thread id (/proc/thread-self); elsewhere the worker keeps the process's.
 */
function yieldToTheEventLoop(): void {
  try {
    const tid = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]);
    if (tid > 0) setPriority(tid, WORKER_NICE);
  } catch {
    // not Linux: nothing to lower
  }
}

/** What the API sends a worker: a job to start, or a message for the job running. */
export type ParseWorkerRequest<In> = { job: number; type: 'start'; data: unknown } | { job: number; type: 'message'; message: In };

/** What a worker posts about a job: a message of its protocol, or how the job ended. */
export type ParseWorkerReply<Out> = { job: number } & (
  | { type: 'message'; message: Out }
  /** The job's last message: it ended normally, and the worker takes the next one. */
  | { type: 'finished'; message: Out }
  /** A DomainException (a 4xx the request answers with, as it came). */
  | { type: 'refused'; kind: string; message: string | MessageRef; details: Record<string, unknown> }
  /** Anything else: a bug, answered 500 by the request. */
  | { type: 'crashed'; message: string; stack?: string }
);

/** A job's end of the conversation: what it was started with, its messages to the API and the API's answers. */
export interface ParseWorkerPort<In, Out, Data> {
  data: Data;
  send(message: Out): void;
  next(): Promise<In>;
}

/**
 * Serves parse jobs in this worker thread, one at a time (what a job returns is its last
 * message), for as long as the API keeps the
 * worker (a warm worker parses several times faster than a new one, whose code V8 has not
 * optimised yet). A DomainException a job throws is posted as a refusal, anything else as a
 * crash; either way the worker is ready for the next job. Messages of an earlier job (late
 * acknowledgements) are dropped.
 */
export function serveParseJobs<In, Out, Data>(job: (port: ParseWorkerPort<In, Out, Data>) => Promise<Out>): void {
  const parent = parentPort;
  if (!parent) throw new Error('serveParseJobs runs in a worker thread');
  yieldToTheEventLoop();
  let current = 0;
  let inbox: In[] = [];
  let wake: (() => void) | null = null;
  const post = (reply: ParseWorkerReply<Out>) => parent.postMessage(reply);
  parent.on('message', (request: ParseWorkerRequest<In>) => {
    if (request.type === 'message') {
      if (request.job !== current) return;
      inbox.push(request.message);
      wake?.();
      wake = null;
      return;
    }
    const id = (current = request.job);
    inbox = [];
    const port: ParseWorkerPort<In, Out, Data> = {
      data: request.data as Data,
      send: (message) => post({ job: id, type: 'message', message }),
      async next() {
        while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
        return inbox.shift()!;
      },
    };
    job(port).then(
      (last) => post({ job: id, type: 'finished', message: last }),
      (error: unknown) => {
        if (error instanceof DomainException)
          post({ job: id, type: 'refused', kind: error.kind, message: error.messageRef ?? error.message, details: error.details });
        else post({ job: id, type: 'crashed', message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack });
      },
    );
  });
}

/**
 * The bootstrap of a worker whose script is TypeScript (under jest, where no build is
 * needed): `.ts` files are compiled by @swc/core as they are required, with the options of
 * jest's own swc transform (api/jest.config.cjs), then the script named `__script` in its
 * workerData runs.
 */
export const SWC_WORKER_BOOTSTRAP = `
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, keepClassNames: true, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(workerData.__script);
`;
