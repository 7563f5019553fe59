import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REPORT_FILE_KINDS, type LedgerResponse, type SubmissionView } from '@ledgerleaf/contracts';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import S3rver from 's3rver';
import request from 'supertest';
import { createScratchDatabase } from '../helpers/scratch-database';
import { createTestApp } from '../helpers/test-app';

const REPO = join(__dirname, '..', '..', '..');
const DEMO = { client: ['demo@ledgerleaf.test', 'client-demo-1'], staff: ['staff@ledgerleaf.test', 'staff-demo-1'] } as const;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

interface Instance {
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}

/** Runs a script of scripts/ (or a compiled CLI) against one instance; never throws, answers its exit code and output. */
async function run(script: string, args: string[], target: { url: string; dataDir: string }, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(REPO, script), ...args], {
      env: { ...process.env, DATABASE_URL: target.url, DATA_DIR: target.dataDir, ...env },
      timeout: 60_000,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const folders: string[] = [];
/** A temporary folder removed after the suite. */
function folder(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ledgerleaf-${label}-`));
  folders.push(dir);
  return dir;
}

async function emptyInstance(label: string): Promise<Instance> {
  const db = await createScratchDatabase(label);
  return { url: db.url, drop: db.drop, dataDir: folder(label) };
}

/** Every stored file under a data folder, as key → SHA-256. */
function storedFiles(dataDir: string): Record<string, string> {
  const root = join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[join(entry.parentPath, entry.name).slice(root.length + 1)] = sha256(readFileSync(join(entry.parentPath, entry.name)));
  }
  return files;
}

async function tableCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
  await client.end();
  return rows[0].n;
}

/**
 * What the demo client and staff see of the books, the reports (with their files' hashes),
 * the submissions (with theirs) and the year-end package, through the API of an app on `instance`.
 */
async function whatTheySee(instance: Instance) {
  const app: NestExpressApplication = await createTestApp({ env: { DATABASE_URL: instance.url, DATA_DIR: instance.dataDir } });
  try {
    const client = request.agent(app.getHttpServer());
    const me = (await client.post('/api/login').send({ email: DEMO.client[0], password: DEMO.client[1] }).expect(200)).body as { id: number };
    const staff = request.agent(app.getHttpServer());
    await staff.post('/api/login').send({ email: DEMO.staff[0], password: DEMO.staff[1] }).expect(200);
    const hashOf = async (agent: typeof client, url: string) => sha256((await agent.get(url).buffer(true).parse(bytes).expect(200)).body as Buffer);

    const ledger = (await client.get('/api/ledger?limit=500').expect(200)).body as LedgerResponse;
    const { reports } = (await client.get('/api/plaid/monthly-reports').expect(200)).body as { reports: { id: number; status: string }[] };
    const reportFiles: Record<string, string> = {};
    for (const report of reports.filter((r) => r.status === 'approved')) {
      for (const kind of REPORT_FILE_KINDS) reportFiles[`${report.id}/${kind}`] = await hashOf(client, `/api/downloads/monthly-report/${report.id}/${kind}`);
    }
    const submissions = (await client.get('/api/submissions').expect(200)).body as SubmissionView[];
    const submissionFiles: Record<string, string> = {};
    for (const url of submissions.flatMap((s) => [...s.documents.map((d) => d.url), s.resultPdfUrl, s.resultCsvUrl].filter((u): u is string => Boolean(u)))) {
      submissionFiles[url] = await hashOf(client, url);
    }
    const [yearEnd] = (await staff.get('/api/admin/year-end-packages').expect(200)).body as { id: number }[];
    return {
      ledger,
      reports,
      reportFiles,
      submissions,
      submissionFiles,
      staffLedger: (await staff.get(`/api/admin/users/${me.id}/ledger?limit=500`).expect(200)).body,
      staffPending: (await staff.get('/api/admin/reports/pending').expect(200)).body,
      staffRejected: (await staff.get('/api/admin/reports/rejected').expect(200)).body,
      staffSubmissions: (await staff.get('/api/admin/submissions').expect(200)).body,
      yearEndCsv: sha256((await staff.get(`/api/admin/year-end-packages/${yearEnd.id}/csv`).expect(200)).text),
    };
  } finally {
    await app.close();
  }
}

/** A supertest parser keeping any answer (PDF, CSV) as its bytes; in Node the response is the incoming stream. */
const bytes = ((res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}) as unknown as Extract<Parameters<request.Test['parse']>[0], (res: never, callback: never) => void>;

function pgDumpMajor(): number {
  const out = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  return Number(/\(PostgreSQL\) (\d+)/.exec(out.stdout ?? '')?.[1] ?? 0);
}

describe('backup and restore (npm run backup / npm run restore)', () => {
  let source: Instance;
  let seen: Awaited<ReturnType<typeof whatTheySee>>;
  let backupsDir: string;
  let firstBackup: string;
  let serverMajor: number;
  const toDrop: Instance[] = [];

  beforeAll(async () => {
    const db = await createScratchDatabase('backup_src');
    source = { url: db.url, drop: db.drop, dataDir: folder('backup-src') };
    // The compiled CLIs, as npm start runs them (and quicker than migrating through jest's transform).
    expect(await run('api/dist/cli/migrate.js', ['run'], source)).toMatchObject({ code: 0 });
    const seeded = await run('api/dist/cli/seed.js', [], source);
    expect(seeded).toMatchObject({ code: 0, output: expect.stringContaining('Demo data written') });
    seen = await whatTheySee(source);
    backupsDir = folder('backups');
    const client = new Client({ connectionString: source.url });
    await client.connect();
    serverMajor = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000);
    await client.end();
  }, 60_000);
  afterAll(async () => {
    for (const instance of [source, ...toDrop]) await instance?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const backupDirFrom = (output: string) => /Backup written to (\S+)/.exec(output)![1];

  it('writes a manifest with the dump, the migration level and every stored file hashed, in the format the installed pg_dump allows', async () => {
    const result = await run('scripts/backup.mjs', ['--out', backupsDir], source);
    expect(result).toMatchObject({ code: 0 });
    firstBackup = backupDirFrom(result.output);
    const manifest = manifestOf(firstBackup);
    // pg_dump refuses a newer server (the embedded PostgreSQL 18 beside Debian's pg_dump 15).
    const expected = pgDumpMajor() >= serverMajor ? 'pg_dump-custom' : 'ledgerleaf-copy';
    expect(manifest.database).toMatchObject({ format: expected, size: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(manifest.database.lastMigration).toEqual({ timestamp: expect.any(Number), name: expect.stringMatching(/^\w+\d{13}$/) });
    expect(manifest.storage.copied).toBe(true);
    expect(Object.fromEntries(manifest.storage.files.map((f: { path: string; sha256: string }) => [f.path, f.sha256]))).toEqual(storedFiles(source.dataDir));
    expect(manifest.missingFiles).toEqual([]);
  });

  it('restores into another database and data folder where the demo client and staff find the same books, reports, files and year-end package', async () => {
    const target = await emptyInstance('backup_dst');
    toDrop.push(target);
    const restored = await run('scripts/restore.mjs', [firstBackup], target);
    expect(restored).toMatchObject({ code: 0, output: expect.stringContaining('hashes verified') });
    expect(storedFiles(target.dataDir)).toEqual(storedFiles(source.dataDir));
    const after = await whatTheySee(target);
    expect(seen.ledger.transactions.length).toBeGreaterThan(100);
    expect(Object.keys(seen.reportFiles).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(seen.submissionFiles).length).toBeGreaterThanOrEqual(5);
    expect(after).toEqual(seen);
  }, 60_000);

  it('restores the other format too: COPY when pg_dump wrote the first, and otherwise refuses --format pg_dump naming the versions', async () => {
    if (manifestOf(firstBackup).database.format === 'pg_dump-custom') {
      const result = await run('scripts/backup.mjs', ['--out', backupsDir, '--format', 'copy'], source);
      expect(result.code).toBe(0);
      const target = await emptyInstance('backup_copy');
      toDrop.push(target);
      expect(await run('scripts/restore.mjs', [backupDirFrom(result.output)], target)).toMatchObject({ code: 0 });
      expect(await whatTheySee(target)).toEqual(seen);
    } else {
      const result = await run('scripts/backup.mjs', ['--out', backupsDir, '--format', 'pg_dump'], source);
      expect(result).toEqual({ code: 1, output: expect.stringContaining(`pg_dump ${serverMajor} or newer is needed`) });
    }
  }, 60_000);

  it('refuses a database that is not empty, naming it, and changes nothing there', async () => {
    const before = storedFiles(source.dataDir);
    const result = await run('scripts/restore.mjs', [firstBackup], source);
    const name = new URL(source.url).pathname.slice(1);
    expect(result).toEqual({ code: 1, output: expect.stringContaining(`Refusing to restore: the database "${name}"`) });
    expect(storedFiles(source.dataDir)).toEqual(before);
  });

  it('refuses storage that already holds files, before touching the empty database', async () => {
    const target = await emptyInstance('backup_full_storage');
    toDrop.push(target);
    const result = await run('scripts/restore.mjs', [firstBackup], { url: target.url, dataDir: source.dataDir });
    expect(result).toEqual({
      code: 1,
      output: expect.stringContaining(`Refusing to restore: the folder ${join(source.dataDir, 'uploads')} already holds files`),
    });
    expect(await tableCount(target.url)).toBe(0);
  });

  it('refuses a backup whose file does not match its hash, restoring nothing', async () => {
    const damaged = join(folder('damaged'), 'backup');
    cpSync(firstBackup, damaged, { recursive: true });
    const [file] = manifestOf(damaged).storage.files as { path: string }[];
    writeFileSync(join(damaged, 'files', file.path), 'not the stored bytes');
    const target = await emptyInstance('backup_damaged');
    toDrop.push(target);
    const result = await run('scripts/restore.mjs', [damaged], target);
    expect(result).toEqual({ code: 1, output: expect.stringContaining(`is damaged, nothing was restored: file ${file.path} does not match its SHA-256`) });
    expect(await tableCount(target.url)).toBe(0);
  });
  describe('with the files in an S3 bucket (s3rver)', () => {
    let server: S3rver;
    let s3: S3Client;
    let endpoint: string;
    const bucketEnv = (bucket: string) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    });
    const objects = async (bucket: string) => {
      const listed = (await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [];
      const hashes: Record<string, string> = {};
      for (const { Key } of listed)
        hashes[Key!] = sha256(Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key }))).Body!.transformToByteArray()));
      return hashes;
    };

    beforeAll(async () => {
      const buckets = ['backup-src', 'backup-dst'].map((name) => ({ name, configs: [] }));
      server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder('s3rver'), configureBuckets: buckets });
      endpoint = `http://127.0.0.1:${(await server.run()).port}`;
      s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      // The source's stored files, under the same keys, as the S3 driver would hold them.
      for (const key of Object.keys(storedFiles(source.dataDir))) {
        await s3.send(new PutObjectCommand({ Bucket: 'backup-src', Key: key, Body: readFileSync(join(source.dataDir, 'uploads', key)) }));
      }
    });
    afterAll(async () => {
      s3?.destroy();
      await server?.close();
    });

    it('lists the objects with their ETags by default, and restores the database next to that bucket', async () => {
      const result = await run('scripts/backup.mjs', ['--out', backupsDir], source, bucketEnv('backup-src'));
      expect(result.code).toBe(0);
      const { storage } = manifestOf(backupDirFrom(result.output));
      expect(storage).toMatchObject({ kind: 's3', bucket: 'backup-src', copied: false, count: Object.keys(storedFiles(source.dataDir)).length });
      expect(storage.files[0]).toEqual({ path: expect.any(String), size: expect.any(Number), etag: expect.stringMatching(/^[0-9a-f]{32}/) });
      const target = await emptyInstance('backup_s3_listed');
      toDrop.push(target);
      const restored = await run('scripts/restore.mjs', [backupDirFrom(result.output)], target, bucketEnv('backup-src'));
      expect(restored).toEqual({ code: 0, output: expect.stringContaining(`Files: all ${storage.count} listed are in the bucket backup-src`) });
    }, 60_000);

    it('copies the objects with --copy-files and restores them into an empty bucket, refusing one that holds files', async () => {
      const result = await run('scripts/backup.mjs', ['--out', backupsDir, '--copy-files'], source, bucketEnv('backup-src'));
      expect(result.code).toBe(0);
      const dir = backupDirFrom(result.output);
      expect(manifestOf(dir).storage).toMatchObject({ kind: 's3', copied: true });
      const full = await emptyInstance('backup_s3_full');
      toDrop.push(full);
      expect(await run('scripts/restore.mjs', [dir], full, bucketEnv('backup-src'))).toEqual({
        code: 1,
        output: expect.stringContaining('Refusing to restore: the bucket backup-src already holds files'),
      });
      expect(await run('scripts/restore.mjs', [dir], full, bucketEnv('backup-dst'))).toMatchObject({ code: 0 });
      expect(await objects('backup-dst')).toEqual(storedFiles(source.dataDir));
    }, 60_000);
  });

  // Last: it removes a file from the source's storage.
  it('names a file a row needs that storage no longer has, after trying again, and exits with code 2', async () => {
    const key = Object.keys(storedFiles(source.dataDir)).find((k) => k.endsWith('.pdf'))!;
    rmSync(join(source.dataDir, 'uploads', key));
    const result = await run('scripts/backup.mjs', ['--out', backupsDir], source);
    expect(result).toEqual({ code: 2, output: expect.stringContaining(`Warning: 1 file(s) named by rows were not in storage: ${key}`) });
    expect(result.output).toContain('taking the backup again');
    expect(manifestOf(backupDirFrom(result.output)).missingFiles).toEqual([key]);
  });
});
