import type { Logger } from 'pino';
// nestjs-pino's Logger (the application logger every `new Logger(...)` writes through) takes
// the logger of the request or job that is running from this AsyncLocalStorage. Its index
// exports no way to bind one outside its own Nest middleware, which runs after the session
// and passport: the platform binds it here, at the start of a request and around each job.
import { Store, storage } from 'nestjs-pino/storage';

let root: Logger | undefined;

/** The process's logger (set once by `createAppLogger`); lines outside any request or job. */
export function setRootLogger(logger: Logger): void {
  root = logger;
}

/** The process's logger: undefined before `createAppLogger` (unit tests of parts). */
export function rootLogger(): Logger | undefined {
  return root;
}

/** The logger of the running request or job, else the process's logger (undefined before one is made). */
export function currentLogger(): Logger | undefined {
  return storage.getStore()?.logger ?? root;
}

/** Runs `fn` with `logger` as the logger of every line written through Nest's Logger meanwhile. */
export function runWithLogger<T>(logger: Logger, fn: () => T): T {
  return storage.run(new Store(logger), fn);
}
