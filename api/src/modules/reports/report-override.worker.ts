// The parse worker of a report override (issue 25): checks the uploaded CSV and writes it
// again off the API's event loop; a transactions override is also parsed, here and once,
// into the lines of the report (issue 26). Started by ReportOverrideParser (report-override-parser.ts).
import { serveParseJobs } from '../../common/parsing/parse-worker-port';
import { checkOverrideCsv, rewriteOverrideCsv } from './report-override-csv';
import { linesOfTransactionsCsv } from './report-lines';
import type { ReportOverrideJob, ReportOverrideParsed } from './report-override-parser';

serveParseJobs<never, ReportOverrideParsed, ReportOverrideJob>(async ({ data }) => {
  const buffer = Buffer.from(data.content.buffer, data.content.byteOffset, data.content.byteLength);
  checkOverrideCsv(data.kind, { buffer, originalname: data.originalname });
  const csv = rewriteOverrideCsv(buffer);
  // The lines are read from the file as stored (text cells made spreadsheet-safe), as the table's rows of it.
  return { csv, lines: data.kind === 'transactions' ? linesOfTransactionsCsv(csv, { strict: true }) : null };
});
