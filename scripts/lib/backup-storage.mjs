// The stored files' half of a backup: local disk under DATA_DIR/uploads, or the S3 bucket
// the app uses (S3_BUCKET...), read and written under the same keys as FileStorage.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { REPO_ROOT } from './services.mjs';

/** The storage the app would use with this environment (the same variables as AppConfig). */
export function storageFromEnv(env) {
  if (env.S3_BUCKET) return s3Storage(env);
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  return localStorage(join(dataDir, 'uploads'));
}

/** A stream step that hashes and counts what passes through. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const step = new Transform({
    transform(chunk, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { step, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Copies a readable into `path` (its folder made), returning its size and SHA-256. */
export async function writeHashed(readable, path) {
  mkdirSync(dirname(path), { recursive: true });
  const { step, result } = hashing();
  await pipeline(readable, step, createWriteStream(path, { flags: 'wx' }));
  return result();
}

export async function hashFile(path) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Runs `work` over `items`, `limit` at a time. */
export async function eachLimited(items, limit, work) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(runners);
}

function localStorage(root) {
  const pathOf = (key) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Refusing a file path outside the storage folder: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    description: `the folder ${root}`,
    /** Every file as { key, size }. */
    async list() {
      if (!existsSync(root)) return [];
      const files = [];
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        files.push({ key: relative(root, path).split(sep).join('/'), size: (await stat(path)).size });
      }
      return files.sort((a, b) => a.key.localeCompare(b.key));
    },
    async isEmpty() {
      return (await this.list()).length === 0;
    },
    read: (key) => createReadStream(pathOf(key)),
    async write(key, readable) {
      return writeHashed(readable, pathOf(key));
    },
  };
}

function s3Storage(env) {
  let sdk;
  let client;
  const bucket = env.S3_BUCKET;
  const connect = async () => {
    if (client) return { sdk, client };
    sdk = await import('@aws-sdk/client-s3');
    client = new sdk.S3Client({
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
      // As the app's S3FileStorage: S3-compatible servers do not all speak the newer checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk, client };
  };
  return {
    kind: 's3',
    description: `the bucket ${bucket}`,
    bucket,
    /** Every object as { key, size, etag }. */
    async list({ firstPageOnly = false } = {}) {
      const { sdk, client } = await connect();
      const files = [];
      let token;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) files.push({ key: o.Key, size: o.Size, etag: o.ETag?.replaceAll('"', '') });
        token = page.IsTruncated && !firstPageOnly ? page.NextContinuationToken : undefined;
      } while (token);
      return files.sort((a, b) => a.key.localeCompare(b.key));
    },
    async isEmpty() {
      // One page, not MaxKeys: 1, which s3rver (the tests' S3) answers with an internal error.
      return (await this.list({ firstPageOnly: true })).length === 0;
    },
    async read(key) {
      const { sdk, client } = await connect();
      return (await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }))).Body;
    },
    async write(key, readable, size) {
      const { sdk, client } = await connect();
      const { step, result } = hashing();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: readable.pipe(step), ContentLength: size }));
      return result();
    },
  };
}
