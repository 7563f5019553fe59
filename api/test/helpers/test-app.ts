import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import type { DestinationStream } from 'pino';
import { createAppLogger } from '../../src/common/logging/create-app-logger';
import { AppConfig } from '../../src/config/app-config';
import { Reconciler } from '../../src/common/jobs/reconciler';
import { PasswordService } from '../../src/modules/auth/password.service';
import { ReportsProcessor } from '../../src/modules/reports/reports.processor';
import type { User } from '../../src/modules/users/entities/user.entity';
import { UsersService } from '../../src/modules/users/users.service';

export interface TestAppOptions {
  /** Consume jobs and run crons in this app. */
  worker?: boolean;
  /**
   * With `worker`: catch up missed crons at start. Off by default: a monthly fan-out at
   * each worker's start would build reports for other suites' clients.
   */
  catchUpMissedRuns?: boolean;
  /** Environment overrides on top of what global-setup provides. */
  env?: Record<string, string>;
  /** The app's log lines (JSON) go here instead of stdout. */
  logDestination?: DestinationStream;
}

/**
 * The real application (real PostgreSQL and Redis), as `npm start` wires it. Each app
 * gets its own queue prefix, so a worker in another test file never takes its jobs.
 */
export function createTestApp(options: TestAppOptions = {}): Promise<NestExpressApplication> {
  const starting = startTestApp(options);
  // Known while it starts: one still starting when the test file ends is closed then (test/close-apps-still-starting.ts).
  const registry = ((globalThis as { __ledgerleafAppsStarting?: Set<Promise<NestExpressApplication>> }).__ledgerleafAppsStarting ??= new Set());
  registry.add(starting);
  return starting.then(
    (app) => {
      registry.delete(starting);
      // Closing twice is one close: the file's end may close an app that a timed-out beforeAll still hands to its test.
      const close = app.close.bind(app);
      let closing: Promise<void> | undefined;
      app.close = () => (closing ??= close());
      return app;
    },
    (error: unknown) => {
      registry.delete(starting);
      throw error;
    },
  );
}

async function startTestApp(options: TestAppOptions): Promise<NestExpressApplication> {
  // Test files share one database: a worker app reconciles only when a test asks it to.
  const config = AppConfig.fromEnvironment({ ...process.env, QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}`, RECONCILE_INTERVAL_MS: '0', ...options.env });
  const logging = createAppLogger({ level: config.logLevel, format: config.logFormat, destination: options.logDestination });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register({ config, worker: options.worker ?? false, catchUpMissedRuns: options.catchUpMissedRuns ?? false }),
    {
      logger: logging.nest,
      rawBody: true,
    },
  );
  configureApp(app, config, logging);
  await app.init();
  if (!options.env?.DATABASE_URL || options.env.DATABASE_URL === process.env.DATABASE_URL) refuseWorkOnEveryClient(app);
  return app;
}

/**
 * On the database the test files share, work that acts on every client's rows is refused:
 * the reconciler takes every row in progress (other suites' builds, approvals, mail) into
 * this app's queue and drops it when the app closes; the monthly fan-out records a build for
 * every paying client, other suites' included, that no job of theirs will ever end (stop 39's
 * red CI). A suite that tests them uses a database of its own (createMigratedDatabase).
 */
function refuseWorkOnEveryClient(app: NestExpressApplication): void {
  const refuse = (what: string) => () =>
    Promise.reject(
      new Error(
        `${what} acts on every client: on the shared test database it takes other suites' work. Give this suite a database of its own (createMigratedDatabase).`,
      ),
    );
  app.get(Reconciler, { strict: false }).run = refuse('The reconciler');
  app.get(ReportsProcessor, { strict: false }).fanOut = refuse('The monthly fan-out');
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.ledgerleaf.ca`;

/** A user straight in the database; password defaults to a valid one. */
export async function createUser(
  app: NestExpressApplication,
  overrides: Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'isAdmin' | 'phone' | 'locale'>> & { password?: string } = {},
): Promise<{ user: User; password: string }> {
  const password = overrides.password ?? 'correct-horse-1';
  const user = await app.get(UsersService).create({
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
    email: overrides.email ?? uniqueEmail(),
    phone: overrides.phone ?? '+1 416 555 0100',
    isAdmin: overrides.isAdmin ?? false,
    ...(overrides.locale ? { locale: overrides.locale } : {}),
    passwordHash: await app.get(PasswordService).hash(password),
  });
  return { user, password };
}

/** A supertest agent holding the session cookie of a logged-in user. */
export async function loginAs(app: NestExpressApplication, email: string, password: string) {
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/login').send({ email, password }).expect(200);
  return agent;
}

export type Agent = Awaited<ReturnType<typeof loginAs>>;

/** Logged-in agents for a new staff user and a new client, for access-control tests. */
export async function loginStaffAndClient(
  app: NestExpressApplication,
  overrides: { staff?: Parameters<typeof createUser>[1]; client?: Parameters<typeof createUser>[1] } = {},
): Promise<{ staff: Agent; client: Agent }> {
  const admin = await createUser(app, { ...overrides.staff, isAdmin: true });
  const ordinary = await createUser(app, overrides.client);
  return { staff: await loginAs(app, admin.user.email, admin.password), client: await loginAs(app, ordinary.user.email, ordinary.password) };
}

/**
 * How long a test waits for asynchronous work (a job, a drain, a rebuild) before it says the
 * work did not happen. Here such work takes a few seconds; on a CI machine shared with the
 * other jest worker and the servers it took over 20 s. Below the tier's 60 s test timeout, so a
 * wait that runs out still names its condition.
 */
export const SETTLE_MS = 45_000;

/** Waits until `check` returns a truthy value (jobs complete asynchronously). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = SETTLE_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const hasRedis = () => Boolean(process.env.REDIS_URL);
