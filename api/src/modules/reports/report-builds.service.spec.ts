import { REPORT_MESSAGES } from '@ledgerleaf/contracts';
import type { JobQueue } from '../../common/jobs/job-queue';
import type { FileStorage } from '../../common/storage/file-storage';
import type { ReportBuildsRepository } from './report-builds.repository';
import { ReportBuildsService } from './report-builds.service';
import { GENERATE_REPORT } from './reports.jobs';

const SEPT = { year: 2026, month: 9 };

/** The service's steps over a fake repository: what it asks the database, what it enqueues, what it removes. */
function setUp() {
  const repository = {
    pendingMonths: jest.fn(async () => [SEPT]),
    requestMissing: jest.fn(async () => [5]),
    inProgressOf: jest.fn(async () => [5, 6]),
    request: jest.fn(async () => undefined),
    build: jest.fn(async () => null as null | { user_id: number; year: number; month: number; progress: number; failure: string | null }),
    requestedAt: jest.fn(async () => null as string | null),
    leftoverFileKeys: jest.fn(async () => ['a.csv', 'b.pdf']),
    clearFileKeys: jest.fn(async () => undefined),
    end: jest.fn(async () => false),
    setFailed: jest.fn(async () => undefined),
    inProgress: jest.fn(async () => [{ userId: 5, ...SEPT }]),
  };
  const enqueued: { name: string; payload: unknown; jobId?: string; priority?: number }[] = [];
  const jobs = {
    enqueue: jest.fn(
      async (job: { name: string }, payload: unknown, options?: { jobId?: string; priority?: number }) =>
        void enqueued.push({ name: job.name, payload, jobId: options?.jobId, priority: options?.priority }),
    ),
  };
  const removed: string[] = [];
  const storage = { delete: jest.fn(async (key: string) => void removed.push(key)) };
  const service = new ReportBuildsService(repository as unknown as ReportBuildsRepository, jobs as unknown as JobQueue, storage as unknown as FileStorage);
  return { repository, enqueued, removed, service };
}

describe('report builds (the steps; the SQL is ReportBuildsRepository’s)', () => {
  it('the fan-out records the months missing, then enqueues every build of the month in progress, after the asked ones (priority 10)', async () => {
    const { service, enqueued } = setUp();
    expect(await service.request([5, 6], SEPT)).toEqual([5]);
    expect(enqueued).toEqual([
      { name: GENERATE_REPORT.name, payload: { userId: 5, ...SEPT }, jobId: 'report:5:2026-09', priority: 10 },
      { name: GENERATE_REPORT.name, payload: { userId: 6, ...SEPT }, jobId: 'report:6:2026-09', priority: 10 },
    ]);
  });

  it('a changed month requests a rebuild of each pending report only, asked first (priority 1); no months, no query', async () => {
    const { service, repository, enqueued } = setUp();
    expect(await service.rebuildPending(5, [])).toEqual([]);
    expect(repository.pendingMonths).not.toHaveBeenCalled();
    expect(await service.rebuildPending(5, [SEPT, { year: 2026, month: 10 }])).toEqual([SEPT]);
    expect(repository.request).toHaveBeenCalledWith({ userId: 5, ...SEPT });
    expect(enqueued).toEqual([{ name: GENERATE_REPORT.name, payload: { userId: 5, ...SEPT }, jobId: 'report:5:2026-09', priority: 1 }]);
  });

  it('a build has finished when its row is deleted, or was never recorded, or went meanwhile; not when it was asked again', async () => {
    const { service, repository } = setUp();
    const job = { userId: 5, ...SEPT };
    repository.end.mockResolvedValueOnce(true);
    expect(await service.finished(job, '2026-10-01 10:00:00.123456+00')).toBe(true);
    expect(await service.finished(job)).toBe(true);
    repository.requestedAt.mockResolvedValueOnce(null);
    expect(await service.finished(job, '2026-10-01 10:00:00.123456+00')).toBe(true);
    repository.requestedAt.mockResolvedValueOnce('2026-10-01 10:00:01.5+00');
    expect(await service.finished(job, '2026-10-01 10:00:00.123456+00')).toBe(false);
  });

  it('removes the files a killed try left, then forgets them', async () => {
    const { service, removed, repository } = setUp();
    expect(await service.removeLeftoverFiles({ userId: 5, ...SEPT })).toBe(2);
    expect(removed).toEqual(['a.csv', 'b.pdf']);
    expect(repository.clearFileKeys).toHaveBeenCalledTimes(1);
  });

  it('shows a build in progress or failed, and hands the reconciler each month in progress with a give-up that records the fixed reason', async () => {
    const { service, repository } = setUp();
    expect(await service.state(5, SEPT)).toBeNull();
    repository.build.mockResolvedValueOnce({ user_id: 5, ...SEPT, progress: 0, failure: 'no' });
    expect(await service.state(5, SEPT)).toEqual({ ...SEPT, status: 'failed', progress: 0, failure: 'no' });
    const [work] = await service.inProgress();
    expect(work).toMatchObject({ jobId: 'report:5:2026-09', payload: { userId: 5, ...SEPT } });
    await work.giveUp!();
    expect(repository.setFailed).toHaveBeenCalledWith({ userId: 5, ...SEPT }, REPORT_MESSAGES.buildFailed('September 2026'));
  });
});
