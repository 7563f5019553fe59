import type { NestExpressApplication } from '@nestjs/platform-express';
import { ERRORS } from '@ledgerleaf/contracts';
import { Client, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import { isServiceUnavailableError } from '../../src/common/errors/service-unavailable';
import { typeormOptions } from '../../src/database/typeorm-options';
import { createTestApp, createUser, loginAs } from '../helpers/test-app';

// Issue 25, point 4: no statement holds a pooled connection for minutes. The API's
// connections carry statement_timeout and idle_in_transaction_session_timeout (here 1 s); a
// statement PostgreSQL cancels answers 503 "try again", and its connection serves again.
describe('statement timeout on the application connections', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let pool: Pool;

  beforeAll(async () => {
    app = await createTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '1000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1000' } });
    dataSource = app.get(DataSource);
    pool = (dataSource.driver as unknown as { master: Pool }).master;
  });
  afterAll(() => app.close());

  /** Every connection the pool may open, busy at once: a connection lost or left checked out would leave one waiting for ever. */
  async function everyConnectionServes(): Promise<void> {
    const max = (pool as unknown as { options: { max: number } }).options.max;
    const pids = await Promise.all(
      Array.from({ length: max }, () => dataSource.query('SELECT pg_backend_pid() AS pid, pg_sleep(0.2)').then((rows: { pid: number }[]) => rows[0].pid)),
    );
    expect(new Set(pids).size).toBe(max);
    expect(pool.totalCount).toBe(max);
  }

  it('sets both limits on every pooled connection', async () => {
    expect(await dataSource.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '1s' }]);
    expect(await dataSource.query('SHOW idle_in_transaction_session_timeout')).toEqual([{ idle_in_transaction_session_timeout: '1s' }]);
  });

  it('cancels a statement longer than the limit with SQLSTATE 57014, which the filter counts as "try again"', async () => {
    const started = Date.now();
    const error = await dataSource.query('SELECT pg_sleep(5)').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(4000);
    expect((error as { driverError?: { code?: string } }).driverError?.code).toBe('57014');
    expect(isServiceUnavailableError(error)).toBe(true);
  });

  it('answers 503 with Retry-After when a request waits past the limit, changes nothing, and its connection serves again', async () => {
    const { user, password } = await createUser(app, { firstName: 'Noor' });
    const agent = await loginAs(app, user.email, password);
    // Another session holds the user's row: the profile update waits on the lock until cancelled.
    const holder = new Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const started = Date.now();
      const res = await agent.patch('/api/user/profile').send({ firstName: 'Changed', lastName: user.lastName, email: user.email, phone: user.phone });
      expect({ status: res.status, message: res.body.message, retryAfter: res.headers['retry-after'] }).toEqual({
        status: 503,
        message: ERRORS.serviceUnavailable,
        retryAfter: '5',
      });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await agent.get('/api/user').expect(200)).body.firstName).toBe('Noor');
    await everyConnectionServes();
    const res = await agent
      .patch('/api/user/profile')
      .send({ firstName: 'Changed', lastName: user.lastName, email: user.email, phone: user.phone })
      .expect(200);
    expect(res.body.firstName).toBe('Changed');
  });

  it('ends a transaction left idle past its limit, and the pool opens a fresh connection in its place', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('SELECT 1');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const error = await runner.query('SELECT 1').catch((e: unknown) => e);
    expect(isServiceUnavailableError(error)).toBe(true);
    await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
    await everyConnectionServes();
  });

  it("wins over a limit set on the database role, and the migrations' connections (no limits) run long statements", async () => {
    // What the README suggests for production (ALTER ROLE ... SET statement_timeout), on a role of this test's own.
    const role = `ledgerleaf_timeout_${process.pid}`;
    await dataSource.query(`DROP ROLE IF EXISTS ${role}`);
    await dataSource.query(`CREATE ROLE ${role} LOGIN PASSWORD 'timeout-test'`);
    await dataSource.query(`ALTER ROLE ${role} SET statement_timeout = '200ms'`);
    const url = new URL(process.env.DATABASE_URL!);
    url.username = role;
    url.password = 'timeout-test';
    const connect = (timeouts?: Parameters<typeof typeormOptions>[1]) =>
      new DataSource({ ...typeormOptions(url.toString(), timeouts), entities: [], logging: false }).initialize();
    const [app, cli] = await Promise.all([connect({ statementTimeoutMs: 1000, idleInTransactionTimeoutMs: 1000 }), connect()]);
    const plain = new Client({ connectionString: url.toString() });
    try {
      await plain.connect();
      expect((await plain.query('SHOW statement_timeout')).rows).toEqual([{ statement_timeout: '200ms' }]);
      expect(await app.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '1s' }]);
      expect(await cli.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '0' }]);
      await cli.query('SELECT pg_sleep(0.4)');
    } finally {
      await plain.end();
      await Promise.all([app.destroy(), cli.destroy()]);
      await dataSource.query(`DROP ROLE ${role}`);
    }
  });
});
