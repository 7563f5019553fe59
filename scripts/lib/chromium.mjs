// The system Chromium used by the browser tests and the web bench (no browser download).
import { existsSync } from 'node:fs';

/** No sandbox (root in containers) and no background traffic (the network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium, or CHROMIUM_PATH; null when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}
