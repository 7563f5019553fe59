import { createHash } from 'node:crypto';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataExportManifest, DataExportManifestFile } from '@ledgerleaf/contracts';
import { ZipFile } from 'yazl';

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

/**
 * A ZIP written as it goes: one entry at a time is read, hashed (SHA-256) and deflated into
 * `destination`, whose back-pressure holds the reading back, so memory stays flat whatever
 * the number and size of files. The list of what went in (path, size, hash) becomes
 * manifest.json, the last entry.
 */
export class StreamingZip {
  private readonly zip = new ZipFile();
  private readonly files: DataExportManifestFile[] = [];
  private readonly missing: { path: string; reason: string }[] = [];
  private readonly written: Promise<void>;
  private readonly failed: Promise<never>;
  private failure: Error | null = null;

  constructor(
    destination: Writable,
    private readonly mtime: Date,
  ) {
    let fail: (error: Error) => void = () => undefined;
    this.failed = new Promise<never>((_, reject) => {
      fail = (error: Error) => {
        this.failure ??= error;
        reject(error);
      };
    });
    this.failed.catch(() => undefined);
    this.zip.on('error', fail);
    // The destination failing (disk full, storage refused) stops the reading too.
    this.written = pipeline(this.zip.outputStream as Readable, destination);
    this.written.catch(fail);
  }

  get fileCount(): number {
    return this.files.length;
  }

  get missingCount(): number {
    return this.missing.length;
  }

  /** Adds one entry from a stream opened only when its turn comes; resolves once it was read whole. */
  async add(path: string, open: () => Readable): Promise<void> {
    if (this.failure) throw this.failure;
    const hash = createHash('sha256');
    let size = 0;
    const read = new Promise<void>((resolve, reject) => {
      this.zip.addReadStreamLazy(path, { mtime: this.mtime, compress: !STORED_AS_IS.test(path) }, (callback) => {
        let source: Readable;
        try {
          source = open();
        } catch (error) {
          reject(error as Error);
          callback(error, Readable.from([]));
          return;
        }
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, next) {
            hash.update(chunk);
            size += chunk.length;
            next(null, chunk);
          },
        });
        source.on('error', (error) => counter.destroy(error));
        counter.on('error', reject);
        counter.on('end', () => resolve());
        callback(null, source.pipe(counter));
      });
    });
    await Promise.race([read, this.failed]);
    this.files.push({ path, size, sha256: hash.digest('hex') });
  }

  /** A file the export could not read: listed in the manifest with why, never left out in silence. */
  markMissing(path: string, reason: string): void {
    this.missing.push({ path, reason });
  }

  /** Writes manifest.json last and closes the ZIP; resolves once the destination has every byte. */
  async finish(head: Omit<DataExportManifest, 'files' | 'missing'>): Promise<DataExportManifest> {
    const manifest: DataExportManifest = { ...head, files: this.files, missing: this.missing };
    this.zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', { mtime: this.mtime });
    this.zip.end();
    await Promise.race([this.written, this.failed]);
    return manifest;
  }

  /** Stops writing (a failed or superseded try): the destination is destroyed. */
  abort(error: Error): void {
    (this.zip.outputStream as Readable).destroy(error);
  }
}
