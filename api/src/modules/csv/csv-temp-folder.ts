import { resolve } from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { sweepOldFiles } from '../../common/storage/temp-files';

/** A temporary CSV older than this belongs to no running request (an upload of the largest file takes seconds to minutes). */
export const CSV_TEMP_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** How often the folder is swept while the process runs. */
const CSV_TEMP_SWEEP_INTERVAL_MS = 30 * 60 * 1000;

/**
 * DATA_DIR/tmp/csv, where uploads wait while a request validates them. Requests remove
 * their own files; this sweeps what a crash or a kill left, at start and every half hour.
 * Local to each process's disk, so each process sweeps its own (not a queue job).
 */
@Injectable()
export class CsvTempFolder implements OnApplicationBootstrap, OnModuleDestroy {
  readonly path: string;
  private readonly logger = new Logger('CsvTempFolder');
  private timer?: NodeJS.Timeout;

  constructor(config: AppConfig) {
    this.path = resolve(config.dataDir, 'tmp', 'csv');
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), CSV_TEMP_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async sweep(now = Date.now()): Promise<number> {
    try {
      const removed = await sweepOldFiles(this.path, CSV_TEMP_MAX_AGE_MS, now);
      if (removed) this.logger.log(`Removed ${removed} temporary CSV file(s) left by interrupted uploads`);
      return removed;
    } catch (error) {
      this.logger.warn(`Could not sweep ${this.path}: ${(error as Error).message}`);
      return 0;
    }
  }
}
