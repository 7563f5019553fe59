import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A file tesseract reads by name (`eng.traineddata.gz`) and where this install has it. */
export interface TrainedDataFile {
  name: string;
  path: string;
}

/**
 * One folder with each trained data file linked in by name (tesseract.js takes a single langPath).
 * The folder is this install's own: its name carries a hash of where the files are, so two
 * checkouts on one machine never share links. A link that leads elsewhere or nowhere (an install
 * since moved or removed) is made again: a dangling link would fail every read with ENOENT.
 */
export function trainedDataFolder(files: readonly TrainedDataFile[], root = tmpdir()): string {
  const install = createHash('sha256')
    .update(files.map((f) => f.path).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const folder = join(root, `ledgerleaf-tessdata-${process.getuid?.() ?? 'user'}-${install}`);
  mkdirSync(folder, { recursive: true });
  for (const file of files) {
    const link = join(folder, file.name);
    if (leadsTo(link, file.path)) continue;
    rmSync(link, { force: true });
    try {
      symlinkSync(file.path, link);
    } catch (error) {
      // Another reader thread made it meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return folder;
}

function leadsTo(link: string, target: string): boolean {
  try {
    return realpathSync(link) === realpathSync(target);
  } catch {
    // missing, or dangling
    return false;
  }
}
