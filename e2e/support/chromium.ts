import { existsSync } from 'node:fs';

/** The system Chromium (Debian's package), or CHROMIUM_PATH. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}
