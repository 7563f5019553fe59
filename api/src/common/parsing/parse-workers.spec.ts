import { join } from 'node:path';
import { PARSE_LIMITS, PARSE_MESSAGES } from '@ledgerleaf/contracts';
import type { BusyAnswer, BusyJob } from '../../../test/fixtures/parse-workers/busy.worker';
import { DomainErrorKind, DomainException } from '../errors/domain-error';
import { ParseWorkers } from './parse-workers';

const BUSY = join(__dirname, '../../../test/fixtures/parse-workers/busy.worker');

describe('parse workers', () => {
  let pool: ParseWorkers;
  beforeEach(() => (pool = new ParseWorkers()));
  afterEach(() => pool.onModuleDestroy());

  async function run(job: BusyJob, timeLimitMs?: number): Promise<BusyAnswer> {
    const worker = await pool.start<never, BusyAnswer>(BUSY, job, timeLimitMs);
    try {
      return await worker.next();
    } finally {
      await worker.close();
    }
  }

  it('runs at most PARSE_LIMITS.maxWorkers parses at once, on workers kept warm between them', async () => {
    await run({ ms: 0 }); // the first worker pays for its start
    const answers = await Promise.all(Array.from({ length: PARSE_LIMITS.maxWorkers * 2 }, () => run({ ms: 300 })));
    // the most parses running at any parse's start
    const mostAtOnce = Math.max(...answers.map((a) => answers.filter((b) => b.started <= a.started && a.started < b.ended).length));
    expect(mostAtOnce).toBeLessThanOrEqual(PARSE_LIMITS.maxWorkers);
    expect(new Set(answers.map((a) => a.threadId)).size).toBeLessThanOrEqual(PARSE_LIMITS.maxWorkers);
  }, 20_000);

  it('stops a parse past its time limit with a 422 and takes the next parse on a new worker', async () => {
    const first = await run({ ms: 0 });
    const started = performance.now();
    const error = await run({ ms: 10_000 }, 300).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(DomainException);
    expect(error).toMatchObject({ kind: DomainErrorKind.UNPROCESSABLE, message: PARSE_MESSAGES.tooSlow });
    const next = await run({ ms: 0 });
    expect(next.threadId).not.toBe(first.threadId);
  }, 20_000);

  it('hands a refusal back as the DomainException it was, and keeps the worker', async () => {
    const first = await run({ ms: 0 });
    await expect(run({ ms: 0, refuse: 'Line 7 is not a date' })).rejects.toMatchObject({
      kind: DomainErrorKind.INVALID,
      message: 'Line 7 is not a date',
      details: { line: 7 },
    });
    expect((await run({ ms: 0 })).threadId).toBe(first.threadId);
  }, 20_000);
});
