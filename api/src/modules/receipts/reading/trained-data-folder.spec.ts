import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trainedDataFolder } from './trained-data-folder';

describe('trainedDataFolder', () => {
  let root: string;
  let install: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tessdata-root-'));
    install = mkdtempSync(join(tmpdir(), 'tessdata-install-'));
    writeFileSync(join(install, 'eng.gz'), 'english');
    writeFileSync(join(install, 'fra.gz'), 'français');
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(install, { recursive: true, force: true });
  });
  const files = () => [
    { name: 'eng.traineddata.gz', path: join(install, 'eng.gz') },
    { name: 'fra.traineddata.gz', path: join(install, 'fra.gz') },
  ];

  it('links each file in by name, and a second call changes nothing', () => {
    const folder = trainedDataFolder(files(), root);
    expect(readFileSync(join(folder, 'eng.traineddata.gz'), 'utf8')).toBe('english');
    expect(readFileSync(join(folder, 'fra.traineddata.gz'), 'utf8')).toBe('français');
    expect(trainedDataFolder(files(), root)).toBe(folder);
    expect(readlinkSync(join(folder, 'eng.traineddata.gz'))).toBe(join(install, 'eng.gz'));
  });

  it('makes a dangling link again (the install it led to was removed)', () => {
    const folder = trainedDataFolder(files(), root);
    rmSync(join(folder, 'eng.traineddata.gz'));
    symlinkSync(join(root, 'removed-checkout', 'eng.gz'), join(folder, 'eng.traineddata.gz'));
    expect(() => readFileSync(join(folder, 'eng.traineddata.gz'))).toThrow(/ENOENT/);
    trainedDataFolder(files(), root);
    expect(readFileSync(join(folder, 'eng.traineddata.gz'), 'utf8')).toBe('english');
  });

  it('gives another install its own folder', () => {
    const other = mkdtempSync(join(tmpdir(), 'tessdata-other-'));
    try {
      writeFileSync(join(other, 'eng.gz'), 'other english');
      const mine = trainedDataFolder(files(), root);
      const theirs = trainedDataFolder([{ name: 'eng.traineddata.gz', path: join(other, 'eng.gz') }], root);
      expect(theirs).not.toBe(mine);
      expect(readFileSync(join(mine, 'eng.traineddata.gz'), 'utf8')).toBe('english');
      expect(readFileSync(join(theirs, 'eng.traineddata.gz'), 'utf8')).toBe('other english');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
