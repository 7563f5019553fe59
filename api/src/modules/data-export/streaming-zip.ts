import { createHash, type Hash } from 'node:crypto';
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
  private failure: Error | null = null;
  /** The entry being read, told when the ZIP or its destination fails (one listener, not one per entry). */
  private rejectCurrent: ((error: Error) => void) | null = null;

  constructor(
    destination: Writable,
    private readonly mtime: Date,
  ) {
    const fail = (error: Error) => {
      this.failure ??= error;
      this.rejectCurrent?.(error);
    };
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
    // yazl keeps each entry's read function until the ZIP ends: what it reaches is let go once read (10,000 entries stay small).
    let task: { open: () => Readable; hash: Hash; size: number } | null = { open, hash: createHash('sha256'), size: 0 };
    try {
      await new Promise<void>((resolve, reject) => {
        this.rejectCurrent = reject;
        this.zip.addReadStreamLazy(path, { mtime: this.mtime, compress: !STORED_AS_IS.test(path) }, (callback) => {
          const current = task;
          if (!current) return callback(new Error('entry already read'), Readable.from([]));
          let source: Readable;
          try {
            source = current.open();
          } catch (error) {
            reject(error as Error);
            callback(error, Readable.from([]));
            return;
          }
          const counter = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              current.hash.update(chunk);
              current.size += chunk.length;
              next(null, chunk);
            },
          });
          source.on('error', (error) => counter.destroy(error));
          counter.on('error', reject);
          counter.on('end', () => resolve());
          callback(null, source.pipe(counter));
        });
      });
      this.files.push({ path, size: task.size, sha256: task.hash.digest('hex') });
    } catch (error) {
      // An entry read halfway leaves the ZIP unusable: every later call fails with the same error.
      this.failure ??= error as Error;
      throw error;
    } finally {
      this.rejectCurrent = null;
      task = null;
    }
  }

  /** A file the export could not read: listed in the manifest with why, never left out in silence. */
  markMissing(path: string, reason: string): void {
    this.missing.push({ path, reason });
  }

  /** Writes manifest.json last and closes the ZIP; resolves once the destination has every byte. */
  async finish(head: Omit<DataExportManifest, 'files' | 'missing'>): Promise<DataExportManifest> {
    if (this.failure) throw this.failure;
    const manifest: DataExportManifest = { ...head, files: this.files, missing: this.missing };
    this.zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', { mtime: this.mtime });
    if (this.failure) throw this.failure;
    this.zip.end();
    await new Promise<void>((resolve, reject) => {
      this.rejectCurrent = reject;
      this.written.then(resolve, reject);
    });
    return manifest;
  }

  /** Stops writing (a failed or superseded try): the destination is destroyed. */
  abort(error: Error): void {
    (this.zip.outputStream as Readable).destroy(error);
  }
}
