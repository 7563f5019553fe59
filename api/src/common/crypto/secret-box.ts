import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

const VERSION = 'v2';
/** Sealed before ciphertexts were bound to their rows; read (never written) so older local data still opens. */
const LEGACY_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets kept at rest (Plaid access tokens). Output:
 * `v2.iv.tag.ciphertext` (base64url). Each ciphertext is bound to the row it belongs to:
 * `context` (for example `plaid-item:<item id>`) is the additional authenticated data, so
 * a sealed value copied onto another row does not open there. The tag length is fixed at
 * 16 bytes on both sides: a truncated tag is refused, never verified short.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = config.encryptionKey;
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  decrypt(sealed: string, context: string): string {
    const [version, ivText, tagText, ciphertext, ...rest] = sealed.split('.');
    if ((version !== VERSION && version !== LEGACY_VERSION) || !ivText || !tagText || ciphertext === undefined || rest.length)
      throw new Error('Not a sealed secret');
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    if (version === VERSION) decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
