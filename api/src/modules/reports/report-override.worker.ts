// The parse worker of a report override (issue 25): checks the uploaded CSV and writes it
// again off the API's event loop. Started by ReportOverrideParser (report-override-parser.ts).
import { serveParseJobs } from '../../common/parsing/parse-worker-port';
import { checkOverrideCsv, rewriteOverrideCsv } from './report-override-csv';
import type { ReportOverrideJob } from './report-override-parser';

serveParseJobs<never, Uint8Array, ReportOverrideJob>(async ({ data }) => {
  const buffer = Buffer.from(data.content.buffer, data.content.byteOffset, data.content.byteLength);
  checkOverrideCsv(data.kind, { buffer, originalname: data.originalname });
  return rewriteOverrideCsv(buffer);
});
