import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import type { DataExportManifest } from '@ledgerleaf/contracts';

/** Already compressed: stored as they are (deflating them again costs time and saves nothing). */
const STORED_AS_IS = /\.(pdf|zip|png|jpe?g|gif|webp|heic|docx|xlsx)$/i;

/** One path segment from a name someone typed: no slashes, no control characters, no leading dots, at most 120 characters. */
export function safeSegment(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - ext.length) + ext;
}

/** What the ZIP holds, counted: the lists themselves are in manifest.json. */
export interface StreamingZipSummary {
  fileCount: number;
  missingCount: number;
}

/** The spool files beside the ZIP for a prefix (what a later try removes after a kill). */
export const spoolFiles = (spool: string): string[] => [`${spool}.files`, `${spool}.missing`, `${spool}.directory`];

/** Bytes appended to a spool file; waits only when the file is behind. */
class Spool {
  private readonly out: WriteStream;
  private readonly closed: Promise<void>;
  count = 0;
  bytes = 0;

  constructor(
    readonly path: string,
    onError: (error: Error) => void,
  ) {
    this.out = createWriteStream(path);
    this.out.on('error', onError);
    this.closed = new Promise((resolve, reject) => {
      this.out.on('close', resolve);
      this.out.on('error', reject);
    });
    this.closed.catch(() => undefined);
  }

  async append(bytes: string | Buffer): Promise<void> {
    this.count++;
    this.bytes += Buffer.byteLength(bytes);
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  /** One element of a JSON array (the manifest's lists). */
  appendJson(element: unknown): Promise<void> {
    return this.append(`${this.count ? ',' : ''}\n    ${JSON.stringify(element)}`);
  }

  async close(): Promise<void> {
    this.out.end();
    await this.closed;
  }

  destroy(): void {
    this.out.destroy();
  }
}

const U32 = 0xffffffff;
const FLAGS = 0x0808; // sizes in a data descriptor after the data (bit 3), UTF-8 names (bit 11)

/** MS-DOS time and date (UTC), as ZIP headers keep them. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/**
 * A ZIP written as it goes, one entry at a time: read, hashed (SHA-256), CRC-32'd and
 * deflated straight into `destination`, whose back-pressure holds the reading back. Nothing
 * of an entry stays in memory once it is written: its central-directory record (what any ZIP
 * writer must keep until the end) goes to a spool file beside the ZIP, and so do the
 * manifest's lists (path, size, hash; what is missing); both are streamed back at `finish`
 * (manifest.json, the last entry, then the central directory). Spool files:
 * `spoolFiles(spool)`, removed by `finish` and `abort`. Entries use data descriptors (sizes
 * after the data, as a stream must); ZIP64 end records and offsets past 4 GB are written when
 * needed, an entry itself is limited to 4 GB. Memory stays flat whatever the number of files.
 */
export class StreamingZip {
  private readonly files: Spool;
  private readonly missing: Spool;
  private readonly directory: Spool;
  private readonly dos: { time: number; date: number };
  /** Bytes written to the destination so far: the next local header's offset. */
  private offset = 0;
  private failure: Error | null = null;
  /** Stops the entry being written when the destination fails. */
  private stopEntry: AbortController | null = null;

  constructor(
    private readonly destination: Writable,
    mtime: Date,
    spool: string,
  ) {
    const fail = (error: Error) => {
      this.failure ??= error;
      this.stopEntry?.abort(error);
    };
    this.dos = dosDateTime(mtime);
    [this.files, this.missing, this.directory] = spoolFiles(spool).map((path) => new Spool(path, fail));
    // The destination failing (disk full, storage refused) stops the reading too.
    destination.on('error', fail);
  }

  get fileCount(): number {
    return this.files.count;
  }

  get missingCount(): number {
    return this.missing.count;
  }

  /** Adds one entry from a stream opened now; resolves once it was read whole and written. */
  async add(path: string, open: () => Readable): Promise<void> {
    if (this.failure) throw this.failure;
    try {
      const summary = await this.writeEntry(path, open);
      await this.files.appendJson({ path, size: summary.size, sha256: summary.sha256 });
    } catch (error) {
      // An entry written halfway leaves the ZIP unusable: every later call fails with the same error.
      this.failure ??= error as Error;
      throw this.failure;
    }
  }

  /** A file the export could not read: listed in the manifest with why, never left out in silence. */
  async markMissing(path: string, reason: string): Promise<void> {
    if (this.failure) throw this.failure;
    await this.missing.appendJson({ path, reason });
  }

  /**
   * Writes manifest.json last (the head, then the spooled lists streamed in), the central
   * directory and the end records; resolves once the destination has every byte.
   */
  async finish(head: Omit<DataExportManifest, 'files' | 'missing'>): Promise<StreamingZipSummary> {
    if (this.failure) throw this.failure;
    const summary = { fileCount: this.files.count, missingCount: this.missing.count };
    try {
      await Promise.all([this.files.close(), this.missing.close()]);
      const files = this.files.path;
      const missing = this.missing.path;
      async function* manifest(): AsyncGenerator<string | Buffer> {
        yield `${JSON.stringify(head, null, 2).replace(/\n}$/, '')},\n  "files": [`;
        yield* createReadStream(files);
        yield '\n  ],\n  "missing": [';
        yield* createReadStream(missing);
        yield '\n  ]\n}\n';
      }
      await this.writeEntry('manifest.json', () => Readable.from(manifest(), { objectMode: false }));
      await this.directory.close();
      const start = this.offset;
      const size = this.directory.bytes;
      for await (const chunk of createReadStream(this.directory.path)) await this.write(chunk as Buffer);
      await this.write(this.endRecords(this.directory.count, size, start));
      this.destination.end();
      await finished(this.destination);
      return summary;
    } catch (error) {
      this.failure ??= error as Error;
      throw this.failure;
    } finally {
      await this.removeSpool();
    }
  }

  /** Stops writing (a failed or superseded try): the destination is destroyed, the spool removed. */
  async abort(error: Error): Promise<void> {
    this.failure ??= error;
    this.stopEntry?.abort(error);
    this.destination.destroy(error);
    for (const spool of [this.files, this.missing, this.directory]) spool.destroy();
    await this.removeSpool();
  }

  private async removeSpool(): Promise<void> {
    await Promise.all([this.files, this.missing, this.directory].map((spool) => rm(spool.path, { force: true })));
  }

  /** Writes to the destination, waiting while it is behind (or failing with it). */
  private async write(bytes: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    this.offset += bytes.length;
    if (!this.destination.write(bytes)) {
      const stop = new AbortController();
      const onFail = () => stop.abort(this.failure);
      this.destination.once('error', onFail);
      try {
        await once(this.destination, 'drain', { signal: stop.signal });
      } finally {
        this.destination.off('error', onFail);
      }
    }
  }

  /** Local header, the data (deflated unless already compressed), the data descriptor; its central-directory record to the spool. */
  private async writeEntry(path: string, open: () => Readable): Promise<{ size: number; sha256: string }> {
    const name = Buffer.from(path, 'utf8');
    if (name.length > 0xffff) throw new Error(`Entry name too long: ${path.slice(0, 80)}…`);
    const method = STORED_AS_IS.test(path) ? 0 : 8;
    const headerOffset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(this.dos.time, 10);
    header.writeUInt16LE(this.dos.date, 12);
    // crc and sizes (14-25) stay 0: they follow the data
    header.writeUInt16LE(name.length, 26);
    await this.write(Buffer.concat([header, name]));

    const hash = createHash('sha256');
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        hash.update(chunk);
        crc = crc32(chunk, crc);
        size += chunk.length;
        next(null, chunk);
      },
    });
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, next) => {
        compressed += chunk.length;
        this.write(chunk).then(() => next(), next);
      },
    });
    this.stopEntry = new AbortController();
    try {
      const source = open();
      if (method === 8) await pipeline(source, counter, createDeflateRaw(), sink, { signal: this.stopEntry.signal });
      else await pipeline(source, counter, sink, { signal: this.stopEntry.signal });
    } finally {
      this.stopEntry = null;
    }
    if (size >= U32 || compressed >= U32) throw new Error(`Entry over 4 GB: ${path.slice(0, 80)}`);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);

    const zip64 = headerOffset >= U32;
    const record = Buffer.alloc(46 + (zip64 ? 12 : 0));
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(0x033f, 4); // made by: Unix, spec 6.3
    record.writeUInt16LE(zip64 ? 45 : 20, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt16LE(this.dos.time, 12);
    record.writeUInt16LE(this.dos.date, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(compressed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt16LE(zip64 ? 12 : 0, 30);
    // comment length, disk number, internal attributes (32-37) stay 0
    record.writeUInt32LE((0o100664 << 16) >>> 0, 38);
    record.writeUInt32LE(zip64 ? U32 : headerOffset, 42);
    if (zip64) {
      record.writeUInt16LE(0x0001, 46);
      record.writeUInt16LE(8, 48);
      record.writeBigUInt64LE(BigInt(headerOffset), 50);
    }
    await this.directory.append(zip64 ? Buffer.concat([record.subarray(0, 46), name, record.subarray(46)]) : Buffer.concat([record, name]));
    return { size, sha256: hash.digest('hex') };
  }

  /** The end of central directory record, after the ZIP64 ones when the counts or offsets need them. */
  private endRecords(entries: number, size: number, start: number): Buffer {
    const zip64 = entries >= 0xffff || size >= U32 || start >= U32;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(entries, 0xffff), 8);
    end.writeUInt16LE(Math.min(entries, 0xffff), 10);
    end.writeUInt32LE(Math.min(size, U32), 12);
    end.writeUInt32LE(Math.min(start, U32), 16);
    if (!zip64) return end;
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(0x032d, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries), 24);
    record.writeBigUInt64LE(BigInt(entries), 32);
    record.writeBigUInt64LE(BigInt(size), 40);
    record.writeBigUInt64LE(BigInt(start), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(start + size), 8);
    locator.writeUInt32LE(1, 16);
    return Buffer.concat([record, locator, end]);
  }
}
