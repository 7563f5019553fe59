import { Injectable } from '@nestjs/common';
import { HealthResponse } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async check(): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([this.database(), this.jobs.health()]);
    const ok = database === 'up' && redis !== 'down';
    return {
      status: ok ? 'ok' : 'degraded',
      database,
      redis,
      queueDriver: this.jobs.driver,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  private async database(): Promise<'up' | 'down'> {
    try {
      await this.dataSource.query('SELECT 1');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
