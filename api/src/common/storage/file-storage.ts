import type { Readable } from 'node:stream';

export interface StoredFile {
  /** Random storage key, for example `2026/11/3f2a…c1.pdf`. Never derived from user input. */
  key: string;
  size: number;
}

/**
 * Where uploaded and generated files live. Services depend on this abstraction; the
 * local-disk implementation is the default, object storage can replace it.
 */
export abstract class FileStorage {
  /** Stores `content` under a new random key keeping the original extension. */
  abstract save(content: Buffer | Readable, originalName: string): Promise<StoredFile>;
  abstract read(key: string): Readable;
  abstract readBuffer(key: string): Promise<Buffer>;
  abstract exists(key: string): Promise<boolean>;
  abstract delete(key: string): Promise<void>;
}
