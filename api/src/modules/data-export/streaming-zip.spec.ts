import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { safeSegment, StreamingZip } from './streaming-zip';

const HEAD = { format: 'ledgerleaf-data-export/1' as const, exportedAt: '2026-11-28T00:00:00.000Z', client: { id: 1, name: 'A', email: 'a@x.ca' }, notes: [] };

function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => stream.on('end', () => resolve(Buffer.concat(chunks))));
}

function entries(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error: Error | null, zip?: ZipFile) => {
      if (error || !zip) return reject(error);
      const found = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(found));
      zip.readEntry();
    });
  });
}

describe('safeSegment', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['a\\b:c*?"<>|.csv', 'a_b_c______.csv'],
    ['  .hidden', 'hidden'],
    ['line\nbreak\u0000.txt', 'line_break_.txt'],
    ['', 'file'],
    ['...', 'file'],
  ])('%j → %j', (input, output) => {
    expect(safeSegment(input)).toBe(output);
  });

  it('keeps a long name to 120 characters with its extension', () => {
    const name = safeSegment(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('StreamingZip', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'streaming-zip-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes each entry with its size and SHA-256 in the manifest, lists the missing, and ends with manifest.json', async () => {
    const out = new PassThrough();
    const bytes = collect(out);
    const spool = join(folder, 'export-1-1.manifest');
    const zip = new StreamingZip(out, new Date('2026-11-28T00:00:00Z'), spool);
    const big = Buffer.alloc(300_000, 'ab');
    await zip.add('a/small.csv', () => Readable.from(['id,name\r\n', '1,x\r\n']));
    await zip.add('b/big.pdf', () => Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]));
    await zip.markMissing('c/gone.csv', 'the stored file could not be found');
    await zip.markMissing('d/"quoted"\n.csv', 'no file was stored for it');
    expect(existsSync(`${spool}.files`)).toBe(true);
    const summary = await zip.finish(HEAD);
    expect(summary).toEqual({ fileCount: 2, missingCount: 2 });
    const files = await entries(await bytes);
    expect([...files.keys()]).toEqual(['a/small.csv', 'b/big.pdf', 'manifest.json']);
    expect(files.get('b/big.pdf')!.equals(big)).toBe(true);
    // The lists were spooled to files and streamed into manifest.json: valid JSON, every element in order.
    expect(JSON.parse(files.get('manifest.json')!.toString())).toEqual({
      ...HEAD,
      files: [
        { path: 'a/small.csv', size: 14, sha256: createHash('sha256').update('id,name\r\n1,x\r\n').digest('hex') },
        { path: 'b/big.pdf', size: 300_000, sha256: createHash('sha256').update(big).digest('hex') },
      ],
      missing: [
        { path: 'c/gone.csv', reason: 'the stored file could not be found' },
        { path: 'd/"quoted"\n.csv', reason: 'no file was stored for it' },
      ],
    });
    expect(existsSync(`${spool}.files`) || existsSync(`${spool}.missing`)).toBe(false);
  });

  it('writes an empty ZIP with a manifest of empty lists', async () => {
    const out = new PassThrough();
    const bytes = collect(out);
    const zip = new StreamingZip(out, new Date('2026-11-28T00:00:00Z'), join(folder, 'empty.manifest'));
    expect(await zip.finish(HEAD)).toEqual({ fileCount: 0, missingCount: 0 });
    const files = await entries(await bytes);
    expect(JSON.parse(files.get('manifest.json')!.toString())).toEqual({ ...HEAD, files: [], missing: [] });
  });

  it('keeps no per-entry state in memory beyond the central directory: 4,000 entries leave the heap within 1.5 MB of 400', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heapAfter = async (count: number) => {
      const out = new PassThrough();
      out.resume();
      const zip = new StreamingZip(out, new Date(), join(folder, `heap-${count}.manifest`));
      for (let i = 0; i < count; i++) await zip.add(`csv-uploads/${i}-bank-statement-${i}.csv`, () => Readable.from([`row ${i}\r\n`]));
      gc();
      const used = process.memoryUsage().heapUsed;
      await zip.finish(HEAD);
      return used;
    };
    await heapAfter(400);
    const small = await heapAfter(400);
    const large = await heapAfter(4_000);
    // Before the spool, each entry kept ~1 KB (its manifest line, closures and settled promises): 3.6 MB here.
    expect(large - small).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('fails the entry (and the ZIP) when its source fails mid-file, instead of writing it short', async () => {
    const out = new PassThrough();
    out.resume();
    const spool = join(folder, 'failing.manifest');
    const zip = new StreamingZip(out, new Date(), spool);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(zip.add('x.csv', () => failing)).rejects.toThrow('disk gone');
    await expect(zip.add('y.csv', () => Readable.from(['y']))).rejects.toThrow('disk gone');
    await zip.abort(new Error('disk gone'));
    expect(existsSync(`${spool}.files`) || existsSync(`${spool}.missing`)).toBe(false);
  });
});
