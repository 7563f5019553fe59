import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { FileStorage, StoredFile } from './file-storage';

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

/** Files on local disk under DATA_DIR/uploads, named by random keys. */
@Injectable()
export class LocalFileStorage extends FileStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = config.uploadsDir;
  }

  async save(content: Buffer | Readable, originalName: string): Promise<StoredFile> {
    const now = new Date();
    const ext = extname(originalName).toLowerCase().replace(/[^.a-z0-9]/g, '').slice(0, 11);
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${ext.length > 1 ? ext : ''}`;
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    try {
      await pipeline(source, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      // A refused or interrupted upload leaves nothing behind.
      await rm(path, { force: true });
      throw error;
    }
    return { key, size: (await stat(path)).size };
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
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

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!KEY_PATTERN.test(key) || !path.startsWith(this.root + sep)) {
      throw new DomainException(DomainErrorKind.NOT_FOUND, 'File not found');
    }
    return path;
  }
}
