// The worker thread's side of a parse (parse-workers.ts is the API's side). Loaded inside
// worker threads: it imports nothing from NestJS, whose loading alone takes about 0.6 s.
import { parentPort, workerData } from 'node:worker_threads';
import { DomainException } from '../errors/domain-error';

/** What a worker posts: a message of its protocol, or how it ended without one. */
export type ParseWorkerReply<Out> =
  | { type: 'message'; message: Out }
  /** A DomainException (a 4xx the request answers with, as it came). */
  | { type: 'refused'; kind: string; message: string; details: Record<string, unknown> }
  /** Anything else: a bug, answered 500 by the request. */
  | { type: 'crashed'; message: string; stack?: string };

/** The worker's end of the conversation: what it was started with, its messages to the API and the API's answers. */
export interface ParseWorkerPort<In, Out, Data> {
  data: Data;
  send(message: Out): void;
  next(): Promise<In>;
}

/**
 * Runs `main` as a worker thread's whole life: a DomainException it throws is posted as a
 * refusal, anything else as a crash, then the thread ends.
 */
export function runParseWorker<In, Out, Data>(main: (port: ParseWorkerPort<In, Out, Data>) => Promise<void>): void {
  const parent = parentPort;
  if (!parent) throw new Error('runParseWorker runs in a worker thread');
  const inbox: In[] = [];
  let wake: (() => void) | null = null;
  parent.on('message', (message: In) => {
    inbox.push(message);
    wake?.();
    wake = null;
  });
  const post = (reply: ParseWorkerReply<Out>) => parent.postMessage(reply);
  const port: ParseWorkerPort<In, Out, Data> = {
    data: workerData as Data,
    send: (message) => post({ type: 'message', message }),
    async next() {
      while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
      return inbox.shift()!;
    },
  };
  main(port)
    .catch((error: unknown) => {
      if (error instanceof DomainException) post({ type: 'refused', kind: error.kind, message: error.message, details: error.details });
      else post({ type: 'crashed', message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack });
    })
    .finally(() => parent.close());
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
