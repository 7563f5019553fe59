// The parse worker of an uploaded bank file (issue 25): reads the temporary file, validates
// every row and posts the valid ones to the API in batches, which writes them into COPY
// meanwhile. Started by BankFileParser (bank-file-parser.ts); the protocol is there.
import { serveParseJobs } from '../../../common/parsing/parse-worker-port';
import { openBankFile } from './bank-file-open';
import type { BankFileToParser, BankFileToWorker, BankFileWorkerData } from './bank-file-parser';
import { type ScannedRow, scanTransactionsCsv } from './transactions-csv';

/** Batches the API may hold at once before the worker waits: the next one is parsed while COPY writes the last. */
const IN_FLIGHT = 2;

serveParseJobs<BankFileToWorker, BankFileToParser, BankFileWorkerData>(async (port) => {
  const { path, mapping } = port.data;
  const opened = await openBankFile(path, mapping, async (headerKey) => {
    port.send({ type: 'lookup', headerKey });
    const answer = await port.next();
    return answer.type === 'mapping' ? answer.mapping : null;
  });
  port.send({ type: 'opened', format: opened.format, rememberAs: opened.rememberAs });
  await port.next(); // 'scan': the upload's row is in, COPY is ready
  let batch: ScannedRow[] = [];
  let inFlight = 0;
  const post = async () => {
    if (!batch.length) return;
    port.send({ type: 'rows', rows: batch });
    batch = [];
    inFlight++;
    // COPY holds the parse back when PostgreSQL is slower than the parse
    while (inFlight >= IN_FLIGHT) if ((await port.next()).type === 'ack') inFlight--;
  };
  const scan = await scanTransactionsCsv(opened.reader, { add: (row) => batch.push(row), flush: post });
  await post();
  return { type: 'done', scan };
});
