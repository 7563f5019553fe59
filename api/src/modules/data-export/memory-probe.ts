import { appendFileSync } from 'node:fs';

/**
 * Bench-only: what the data export really keeps in memory (issue 29 point 5). RSS mixes garbage
 * V8 has not collected yet with what is retained; this samples `process.memoryUsage()` right
 * after a full collection (`global.gc`, present when node runs with `--expose-gc`), every
 * `every` files or rows, and appends one JSON line per sample to the file named by
 * `DATA_EXPORT_MEMORY_PROBE` (`npm run bench:export-all` sets both). Unset (production, tests)
 * there is no probe at all: `fromEnv` answers null and the export runs as before.
 */
export interface MemorySample {
  /** start, files, rows, end */
  label: string;
  files: number;
  rows: number;
  /** Whether the sample followed a full collection (false when node runs without --expose-gc). */
  gc: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export class MemoryProbe {
  private files = 0;
  private rows = 0;
  private nextFiles: number;
  private nextRows: number;

  constructor(
    private readonly write: (sample: MemorySample) => void,
    private readonly everyFiles = 500,
    private readonly everyRows = 20_000,
    /** The full collection before each sample; null when node has none (no --expose-gc). */
    private readonly collect: (() => void) | null = (globalThis as { gc?: () => void }).gc ?? null,
    private readonly usage: () => NodeJS.MemoryUsage = () => process.memoryUsage(),
  ) {
    this.nextFiles = everyFiles;
    this.nextRows = everyRows;
  }

  /** The probe when `DATA_EXPORT_MEMORY_PROBE` names a file (JSON lines appended to it), else null. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): MemoryProbe | null {
    const path = env.DATA_EXPORT_MEMORY_PROBE;
    if (!path) return null;
    const every = Number(env.DATA_EXPORT_MEMORY_PROBE_EVERY_FILES) || 500;
    return new MemoryProbe((sample) => appendFileSync(path, `${JSON.stringify(sample)}\n`), every);
  }

  /** One sample now, after a full collection when node allows it. */
  sample(label: string): MemorySample {
    this.collect?.();
    const m = this.usage();
    const sample: MemorySample = {
      label,
      files: this.files,
      rows: this.rows,
      gc: Boolean(this.collect),
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
    };
    this.write(sample);
    return sample;
  }

  /** A file was written: a sample every `everyFiles`. */
  file(): void {
    this.files++;
    if (this.files >= this.nextFiles) {
      this.nextFiles += this.everyFiles;
      this.sample('files');
    }
  }

  /** A batch of CSV rows was written: a sample every `everyRows`. */
  batch(rows: number): void {
    this.rows += rows;
    if (this.rows >= this.nextRows) {
      this.nextRows += this.everyRows;
      this.sample('rows');
    }
  }
}
