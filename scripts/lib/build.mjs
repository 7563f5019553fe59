// Builds a workspace only when its sources changed since the last build: a hash of the
// inputs is kept next to the output (dist/.build-hash).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './services.mjs';

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.vite']);

function collect(path, out) {
  if (!existsSync(path)) return out;
  if (statSync(path).isFile()) return (out.push(path), out);
  for (const entry of readdirSync(path).sort()) if (!SKIP.has(entry)) collect(join(path, entry), out);
  return out;
}

/** Each workspace: where it lives, what it is built from, where the build goes. */
export const WORKSPACES = {
  contracts: { dir: 'libs/contracts', inputs: ['libs/contracts'], dist: 'libs/contracts/dist' },
  api: { dir: 'api', inputs: ['api/src', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/package.json', 'libs/contracts/src'], dist: 'api/dist' },
  // Both apps compile libs/ui's source themselves (it has no build of its own).
  'web-client': { dir: 'web-client', inputs: ['web-client', 'libs/contracts/src', 'libs/ui/src'], dist: 'web-client/dist' },
  'web-admin': { dir: 'web-admin', inputs: ['web-admin', 'libs/contracts/src', 'libs/ui/src'], dist: 'web-admin/dist' },
};

function inputHash(workspace) {
  const hash = createHash('sha256');
  const files = workspace.inputs.flatMap((input) => collect(join(REPO_ROOT, input), []));
  files.push(join(REPO_ROOT, 'package-lock.json'));
  for (const file of files) {
    hash.update(relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Returns true when it built, false when the build was already current. */
export function buildIfChanged(name, { force = false, log = console.log } = {}) {
  const workspace = WORKSPACES[name];
  const stamp = join(REPO_ROOT, workspace.dist, '.build-hash');
  const hash = inputHash(workspace);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  const started = Date.now();
  log(`Building ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace.dir], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`Building ${name} failed`);
  }
  writeFileSync(stamp, hash);
  log(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

export function buildAll(options) {
  for (const name of Object.keys(WORKSPACES)) buildIfChanged(name, options);
}
