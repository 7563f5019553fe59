import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppConfig } from '../../config/app-config';
import { LocalFileStorage } from './local-file-storage';

describe('LocalFileStorage', () => {
  let dir: string;
  let storage: LocalFileStorage;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerleaf-storage-'));
    storage = new LocalFileStorage(AppConfig.fromEnvironment({ DATABASE_URL: 'postgres://x@localhost/x', DATA_DIR: dir }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores under a random key that keeps only a safe extension', async () => {
    const a = await storage.save(Buffer.from('hello'), '../../etc/Receipt October.PDF');
    const b = await storage.save(Buffer.from('hello'), 'receipt.pdf');
    expect(a.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(a.key).not.toEqual(b.key);
    expect(a.size).toBe(5);
    expect((await storage.readBuffer(a.key)).toString()).toBe('hello');
  });

  it('accepts streams and deletes files', async () => {
    const file = await storage.save(Readable.from(['a,b\n', '1,2\n']), 'data.csv');
    expect(await storage.exists(file.key)).toBe(true);
    await storage.delete(file.key);
    expect(await storage.exists(file.key)).toBe(false);
  });

  it('refuses keys that are not its own (path traversal)', async () => {
    expect(await storage.exists('../../etc/passwd')).toBe(false);
    expect(() => storage.read('../secrets.txt')).toThrow('File not found');
  });
});
