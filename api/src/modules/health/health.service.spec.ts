import { OPERATIONS_MESSAGES } from '@ledgerleaf/contracts';
import type { JobQueue, QueueHealth } from '../../common/jobs/job-queue';
import type { HealthRepository } from './health.repository';
import { HealthService } from './health.service';

/** PostgreSQL as the health checks see it: whether it answers, and what its migrations table holds (or why it cannot be read). */
class FakeDatabase {
  up = true;
  applied: string[] | { code: string } = [];
  compiled: string[] = [];
  async answers(): Promise<boolean> {
    return this.up;
  }
  async appliedMigrations(): Promise<Set<string>> {
    if (!Array.isArray(this.applied)) throw Object.assign(new Error('query failed'), this.applied);
    return new Set(this.applied);
  }
  compiledMigrations(): string[] {
    return this.compiled;
  }
}

/** The job queue's driver and what its health check answers. */
class FakeQueue {
  redis: QueueHealth = 'up';
  driver = 'bull';
  async health(): Promise<QueueHealth> {
    return this.redis;
  }
}

const MIGRATIONS = ['Init1700000000000', 'Ledger1790000000000', 'Outbox1795000000000'];

describe('HealthService', () => {
  let database: FakeDatabase;
  let queue: FakeQueue;
  let health: HealthService;

  beforeEach(() => {
    database = new FakeDatabase();
    database.compiled = MIGRATIONS;
    database.applied = [...MIGRATIONS];
    queue = new FakeQueue();
    health = new HealthService(database as unknown as HealthRepository, queue as unknown as JobQueue);
  });

  describe('check (GET /api/health)', () => {
    it('is ok when PostgreSQL and Redis answer, and names the queue driver', async () => {
      expect(await health.check()).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queueDriver: 'bull' });
    });

    it('is ok without Redis configured: the in-process driver serves', async () => {
      queue.redis = 'not-configured';
      queue.driver = 'in-process';
      expect(await health.check()).toMatchObject({ status: 'ok', redis: 'not-configured', queueDriver: 'in-process' });
    });

    it('is degraded when PostgreSQL does not answer, or a configured Redis does not', async () => {
      database.up = false;
      expect(await health.check()).toMatchObject({ status: 'degraded', database: 'down', redis: 'up' });
      database.up = true;
      queue.redis = 'down';
      expect(await health.check()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    });

    it('does not look at migrations: a database behind on them is still up', async () => {
      database.applied = [];
      expect((await health.check()).status).toBe('ok');
    });
  });

  describe('readiness (GET /api/health/ready)', () => {
    it('is ready when both answer and every compiled migration is applied (extra applied ones do not matter)', async () => {
      database.applied = [...MIGRATIONS, 'FromANewerImage1799000000000'];
      expect(await health.readiness()).toEqual({ status: 'ready', notReady: [] });
    });

    it('is ready without Redis configured', async () => {
      queue.redis = 'not-configured';
      expect(await health.readiness()).toEqual({ status: 'ready', notReady: [] });
    });

    it('names each service that does not answer, and skips the migrations check without a database', async () => {
      database.up = false;
      database.applied = { code: '42P01' };
      queue.redis = 'down';
      expect(await health.readiness()).toEqual({
        status: 'not-ready',
        notReady: [
          { check: 'database', message: OPERATIONS_MESSAGES.databaseNotReady },
          { check: 'redis', message: OPERATIONS_MESSAGES.redisNotReady },
        ],
      });
    });

    it('counts the compiled migrations the database has not applied', async () => {
      database.applied = [MIGRATIONS[0]];
      expect(await health.readiness()).toEqual({ status: 'not-ready', notReady: [{ check: 'migrations', message: OPERATIONS_MESSAGES.migrationsPending(2) }] });
      database.applied = MIGRATIONS.slice(0, 2);
      expect((await health.readiness()).notReady).toEqual([{ check: 'migrations', message: OPERATIONS_MESSAGES.migrationsPending(1) }]);
    });

    it('takes a database with no migrations table (42P01) as one with every migration pending', async () => {
      database.applied = { code: '42P01' };
      expect((await health.readiness()).notReady).toEqual([{ check: 'migrations', message: OPERATIONS_MESSAGES.migrationsPending(MIGRATIONS.length) }]);
    });

    it('takes a migrations table it cannot read for another reason as a database not ready, not as pending migrations', async () => {
      database.applied = { code: '42501' };
      expect(await health.readiness()).toEqual({ status: 'not-ready', notReady: [{ check: 'database', message: OPERATIONS_MESSAGES.databaseNotReady }] });
    });
  });
});
