import { createCipheriv, randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { SecretBox } from './secret-box';

const KEY = 'ab'.repeat(32);
const box = (key = KEY) => new SecretBox(AppConfig.fromEnvironment({ DATABASE_URL: 'postgres://x@localhost/x', ENCRYPTION_KEY: key }));
const ROW = 'plaid-item:item-1';

describe('SecretBox', () => {
  it('round-trips a secret and never repeats a ciphertext', () => {
    const sealed = box().encrypt('access-sandbox-123', ROW);
    expect(sealed).not.toContain('access-sandbox-123');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(box().decrypt(sealed, ROW)).toBe('access-sandbox-123');
    expect(box().encrypt('access-sandbox-123', ROW)).not.toEqual(sealed);
  });

  it('refuses a tampered ciphertext or a different key', () => {
    const sealed = box().encrypt('access-sandbox-123', ROW);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box().decrypt(parts.join('.'), ROW)).toThrow();
    expect(() => box('cd'.repeat(32)).decrypt(sealed, ROW)).toThrow();
  });

  it('binds a ciphertext to its row: the same value under another row does not open', () => {
    const sealed = box().encrypt('access-sandbox-123', ROW);
    expect(() => box().decrypt(sealed, 'plaid-item:item-2')).toThrow();
  });

  it('refuses a truncated authentication tag instead of verifying fewer bytes', () => {
    const parts = box().encrypt('access-sandbox-123', ROW).split('.');
    parts[2] = Buffer.from(parts[2], 'base64url').subarray(0, 4).toString('base64url');
    expect(() => box().decrypt(parts.join('.'), ROW)).toThrow('Not a sealed secret');
  });

  it('still opens a v1 value sealed before ciphertexts were bound to rows', () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(KEY, 'hex'), iv);
    const ciphertext = Buffer.concat([cipher.update('legacy-token', 'utf8'), cipher.final()]);
    const sealed = ['v1', iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    expect(box().decrypt(sealed, ROW)).toBe('legacy-token');
  });
});
