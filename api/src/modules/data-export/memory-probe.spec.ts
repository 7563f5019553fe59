import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryProbe, type MemorySample } from './memory-probe';

const usage = (heapUsed: number): NodeJS.MemoryUsage => ({ rss: heapUsed * 2, heapUsed, heapTotal: heapUsed + 10, external: 7, arrayBuffers: 3 });

describe('MemoryProbe (bench-only sampler of the data export)', () => {
  it('is absent unless DATA_EXPORT_MEMORY_PROBE names a file: production and tests run without it', () => {
    expect(MemoryProbe.fromEnv({})).toBeNull();
    expect(MemoryProbe.fromEnv({ DATA_EXPORT_MEMORY_PROBE: '' })).toBeNull();
  });

  it('samples after a full collection every N files and every M rows, with the counts so far', () => {
    const samples: MemorySample[] = [];
    let collections = 0;
    let heap = 100;
    const probe = new MemoryProbe(
      (s) => samples.push(s),
      3,
      1000,
      () => collections++,
      () => usage(heap++),
    );
    probe.sample('start');
    for (let i = 0; i < 7; i++) probe.file();
    probe.batch(600);
    probe.batch(600); // 1,200 rows: one sample
    probe.batch(600); // 1,800: none
    probe.batch(600); // 2,400: one
    probe.sample('end');
    expect(samples.map((s) => [s.label, s.files, s.rows])).toEqual([
      ['start', 0, 0],
      ['files', 3, 0],
      ['files', 6, 0],
      ['rows', 7, 1200],
      ['rows', 7, 2400],
      ['end', 7, 2400],
    ]);
    // Each sample follows its own collection, and carries what memoryUsage answered then.
    expect(collections).toBe(6);
    expect(samples.map((s) => s.heapUsed)).toEqual([100, 101, 102, 103, 104, 105]);
    expect(samples[0]).toMatchObject({ gc: true, rss: 200, heapTotal: 110, external: 7, arrayBuffers: 3 });
  });

  it('says when it could not collect first (node without --expose-gc)', () => {
    const samples: MemorySample[] = [];
    new MemoryProbe(
      (s) => samples.push(s),
      10,
      10,
      // null, not undefined: undefined takes the default (global.gc), which a test runner may expose.
      null,
      () => usage(1),
    ).sample('start');
    expect(samples[0].gc).toBe(false);
  });

  it('from the environment, appends one JSON line per sample to the named file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'memory-probe-'));
    try {
      const path = join(dir, 'probe.jsonl');
      const probe = MemoryProbe.fromEnv({ DATA_EXPORT_MEMORY_PROBE: path, DATA_EXPORT_MEMORY_PROBE_EVERY_FILES: '2' })!;
      probe.sample('start');
      probe.file();
      probe.file();
      const lines = readFileSync(path, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as MemorySample);
      expect(lines.map((l) => [l.label, l.files])).toEqual([
        ['start', 0],
        ['files', 2],
      ]);
      expect(lines[1].heapUsed).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
