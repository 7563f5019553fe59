import { createHash } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REPORT_FILE_KINDS, type MonthlyReportDto } from '@ledgerleaf/contracts';
import { approvalFollowedUp } from './approval';
import { createUser, eventually, loginAs, type Agent } from './test-app';

/**
 * The month-close suites' shared steps (test/ledger/month-close*.e2e-spec.ts): a month's report
 * built and approved by staff, and the approved version's files read as hashes, which must not
 * move while the month is closed.
 */
export const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** A download's bytes, whatever its type (supertest would parse a CSV into text and leave the body empty). */
export const bytes = async (agent: Agent, url: string): Promise<Buffer> =>
  (
    await agent
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
  ).body as Buffer;

/** The client's reports once no build is running. */
export const settledReports = (client: Agent): Promise<MonthlyReportDto[]> =>
  eventually(async () => {
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    return body.builds.length === 0 ? (body.reports as MonthlyReportDto[]) : null;
  }, 30_000);

/** The client asks for a month's report; answers it once built. */
export async function builtMonth(client: Agent, year: number, month: number): Promise<MonthlyReportDto> {
  await client.post('/api/plaid/monthly-reports').send({ year, month }).expect(200);
  return (await settledReports(client)).find((r) => r.year === year && r.month === month)!;
}

/** Staff (a new admin unless given) approve the report, which closes its month; waits for the approval's follow-up. Answers the staff agent. */
export async function approvedMonth(app: NestExpressApplication, report: MonthlyReportDto, staff?: Agent): Promise<Agent> {
  if (!staff) {
    const st = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, st.user.email, st.password);
  }
  await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
  await approvalFollowedUp(app, report.reportId);
  return staff;
}

/** The hash of each of the report's downloads (its current version's files). */
export async function reportFileHashes(client: Agent, report: MonthlyReportDto): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const kind of REPORT_FILE_KINDS) files[kind] = sha(await bytes(client, `/api/downloads/monthly-report/${report.id}/${kind}`));
  return files;
}
