import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';

/** The shape of every key FileStorage hands out; nothing else (dots, slashes, encodings) names a file. */
export const STORAGE_KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

/** `2026/11/<uuid>.pdf`: random, keeping only a safe lower-case extension of the original name. */
export function newStorageKey(originalName: string, now = new Date()): string {
  const ext = extname(originalName)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')
    .slice(0, 11);
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${ext.length > 1 ? ext : ''}`;
}

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
  /** `size`, when the caller knows it (from `size()`), lets a small file be read in one buffer of its size instead of 64 KB ones. */
  abstract read(key: string, options?: { size?: number }): Readable;
  abstract readBuffer(key: string): Promise<Buffer>;
  abstract exists(key: string): Promise<boolean>;
  /** The stored file's size in bytes, or null when there is no such file. */
  abstract size(key: string): Promise<number | null>;
  abstract delete(key: string): Promise<void>;
}
