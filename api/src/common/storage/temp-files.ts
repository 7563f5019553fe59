import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes the files of `folder` last written more than `maxAgeMs` ago: what a crash, a
 * kill or a failed write left between multer storing a temporary upload and the request
 * removing it. Files of requests still running are younger than the bound and kept.
 * Returns how many were removed; a missing folder holds nothing.
 */
export async function sweepOldFiles(folder: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs <= maxAgeMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
