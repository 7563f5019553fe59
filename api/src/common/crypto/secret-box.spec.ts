import { AppConfig } from '../../config/app-config';
import { SecretBox } from './secret-box';

const box = (key = 'ab'.repeat(32)) => new SecretBox(AppConfig.fromEnvironment({ DATABASE_URL: 'postgres://x@localhost/x', ENCRYPTION_KEY: key }));

describe('SecretBox', () => {
  it('round-trips a secret and never repeats a ciphertext', () => {
    const sealed = box().encrypt('access-sandbox-123');
    expect(sealed).not.toContain('access-sandbox-123');
    expect(box().decrypt(sealed)).toBe('access-sandbox-123');
    expect(box().encrypt('access-sandbox-123')).not.toEqual(sealed);
  });

  it('refuses a tampered ciphertext or a different key', () => {
    const sealed = box().encrypt('access-sandbox-123');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box().decrypt(parts.join('.'))).toThrow();
    expect(() => box('cd'.repeat(32)).decrypt(sealed)).toThrow();
  });
});
