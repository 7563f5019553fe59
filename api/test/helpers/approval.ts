import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REPORT_APPROVED } from '../../src/common/events/report-approved';
import { eventually } from './test-app';

/**
 * Waits until the report-approved job of a report's current version has run all its steps
 * (learning, the changelog, the year-end package, the client's e-mail): what a test checks
 * after an approval, now that they follow it in the worker. `report`: row id or RPT-… id.
 */
export async function approvalFollowedUp(app: INestApplication, report: number | string): Promise<void> {
  const db = app.get<DataSource>(getDataSourceToken());
  const [row]: { id: number; version: number }[] = await db.query('SELECT id, version FROM monthly_reports WHERE id::text = $1 OR report_id = $1', [
    String(report),
  ]);
  if (!row) throw new Error(`No report ${report}`);
  const jobId = REPORT_APPROVED.jobIdOf({ reportId: row.id, version: row.version });
  await eventually(async () => {
    const [event]: { finished_at: Date | null }[] = await db.query('SELECT finished_at FROM domain_events WHERE job_id = $1', [jobId]);
    return Boolean(event?.finished_at);
  });
}
