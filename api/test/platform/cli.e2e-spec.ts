import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { BullJobQueue } from '../../src/common/jobs/bull-job-queue';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { QueueName } from '../../src/common/jobs/queue-names';
import { monthJobId, previousMonth } from '../../src/modules/reports/reports.jobs';
import { UsersService } from '../../src/modules/users/users.service';
import { createTestApp, createUser, hasRedis, uniqueEmail } from '../helpers/test-app';

const DIST = join(__dirname, '..', '..', 'dist');
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  ENCRYPTION_KEY: 'ab'.repeat(32),
  PUBLIC_URL: 'https://app.ledgerleaf.test',
};

/** Runs a compiled entry point (npm test builds the API before jest). */
function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(DIST, script), ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('command-line tools', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('create-staff creates a staff owner that can log in (production, no seed)', async () => {
    const email = uniqueEmail('owner');
    const { status, output } = run('cli/create-staff.js', [email, 'Dana', 'Owner'], { ...PRODUCTION, STAFF_PASSWORD: 'owner-pass-1' });
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining(`Created staff owner ${email}`) });
    const res = await request(app.getHttpServer()).post('/api/login').send({ email, password: 'owner-pass-1' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Dana', isAdmin: true, staffRole: 'owner' });
  });

  it('create-staff promotes an existing client and prints a generated password once', async () => {
    const { user } = await createUser(app);
    const { status, output } = run('cli/create-staff.js', [user.email]);
    expect(status).toBe(0);
    const password = /Password \(shown once[^)]*\): (\S+)/.exec(output)?.[1];
    expect(password).toBeDefined();
    expect(await app.get(UsersService).findById(user.id)).toMatchObject({ isAdmin: true, staffRole: 'owner' });
    await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
  });

  it('create-staff refuses a STAFF_PASSWORD under 12 characters or on the common-password list, and creates nothing', async () => {
    for (const [password, message] of [
      ['tulip-88', 'Staff passwords must be at least 12 characters'],
      ['qwerty123456', 'most common passwords'],
    ]) {
      const email = uniqueEmail('weak-owner');
      const { status, output } = run('cli/create-staff.js', [email], { ...PRODUCTION, STAFF_PASSWORD: password });
      expect(status).toBe(1);
      expect(output).toContain(message);
      expect(await app.get(UsersService).findByEmail(email)).toBeNull();
    }
  });

  it('create-staff explains its usage when the e-mail is missing', () => {
    const { status, output } = run('cli/create-staff.js', []);
    expect(status).toBe(1);
    expect(output).toContain('usage: npm run create-staff -- <email>');
  });

  it('the demo seed refuses to run in production', () => {
    const { status, output } = run('cli/seed.js', [], PRODUCTION);
    expect(status).toBe(1);
    expect(output).toContain('The demo seed never runs in production');
  });

  (hasRedis() ? it : it.skip)('run-cron fires the monthly cron now: run twice at once (two workers at 06:00 on the 1st), it queues one fan-out', async () => {
    const prefix = `run-cron-${randomUUID().slice(0, 8)}`;
    const runAsync = () =>
      new Promise<{ status: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [join(DIST, 'cli/run-cron.js'), 'monthly-reports'], { env: { ...process.env, QUEUE_PREFIX: prefix } });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d));
        child.stderr.on('data', (d: Buffer) => (output += d));
        child.once('exit', (status) => resolve({ status, output }));
      });
    const results = await Promise.all([runAsync(), runAsync()]);
    expect(results.map((r) => r.status)).toEqual([0, 0]);
    expect(results[0].output).toContain('monthly-reports: queued');
    const producer = await createTestApp({ env: { QUEUE_PREFIX: prefix } });
    try {
      const queue = (producer.get(JobQueue) as BullJobQueue).queue(QueueName.REPORTS);
      expect((await queue.getWaiting()).map((job) => job.id)).toEqual([monthJobId(previousMonth(new Date()))]);
      await queue.obliterate({ force: true });
    } finally {
      await producer.close();
    }
  });

  it('run-cron names the crons it knows when given another', () => {
    const { status, output } = run('cli/run-cron.js', ['monthly-report']);
    expect(status).toBe(1);
    expect(output).toContain('usage: npm run run-cron -- <monthly-reports|purge-expired-sessions|purge-access-log>');
  });

  it('the API refuses to boot with a wrong variable and names it', () => {
    const { status, output } = run('main.js', [], { PORT: 'eighty' });
    expect(status).toBe(1);
    expect(output).toContain('PORT must be an integer number');
  });
});
