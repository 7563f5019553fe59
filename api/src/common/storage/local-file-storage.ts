import { ERRORS } from '@ledgerleaf/contracts';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { FileStorage, newStorageKey, STORAGE_KEY_PATTERN as KEY_PATTERN, StoredFile } from './file-storage';

/** The largest read of a file stream (Node's default). */
const READ_CHUNK_BYTES = 64 * 1024;

/** Files on local disk under DATA_DIR/uploads, named by random keys. */
@Injectable()
export class LocalFileStorage extends FileStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = config.uploadsDir;
  }

  async save(content: Buffer | Readable, originalName: string): Promise<StoredFile> {
    const key = newStorageKey(originalName);
    const path = this.pathOf(key);
    try {
      // A buffer in one write (generated reports: three files each), its folder made only
      // when missing (once a month); a stream piped through.
      if (Buffer.isBuffer(content)) {
        await writeFile(path, content, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, content, { flag: 'wx' });
        });
        return { key, size: content.length };
      }
      await mkdir(dirname(path), { recursive: true });
      await pipeline(content, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      // A refused or interrupted upload leaves nothing behind.
      await rm(path, { force: true });
      throw error;
    }
    return { key, size: (await stat(path)).size };
  }

  read(key: string, options: { size?: number } = {}): Readable {
    // A known small size reads in one buffer of that size (the default allocates 64 KB per read, twice for a small file).
    const highWaterMark = options.size === undefined ? undefined : Math.min(READ_CHUNK_BYTES, Math.max(1, options.size));
    return createReadStream(this.pathOf(key), { highWaterMark });
  }

  readBuffer(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    if (!KEY_PATTERN.test(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async size(key: string): Promise<number | null> {
    if (!KEY_PATTERN.test(key)) return null;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!KEY_PATTERN.test(key) || !path.startsWith(this.root + sep)) {
      throw new DomainException(DomainErrorKind.NOT_FOUND, ERRORS.fileNotFound);
    }
    return path;
  }
}
