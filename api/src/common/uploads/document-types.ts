import { Transform, type TransformCallback } from 'node:stream';
import { DOCUMENT_TYPES } from '@ledgerleaf/contracts';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** file-type is ESM only: the compiled CommonJS app loads it once, on first use (its core: detection from bytes, no fs). */
let fileTypeModule: Promise<typeof import('file-type/core')> | undefined;
const loadFileType = () => (fileTypeModule ??= import('file-type/core'));

/** Declared types that say nothing about the content (browsers send these for CSV and HEIC). */
const NEUTRAL_DECLARED = new Set([
  '',
  'application/octet-stream',
  'text/plain',
  'application/vnd.ms-excel',
  'application/csv',
  'text/comma-separated-values',
  'image/heif',
]);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Control characters that never appear in a text CSV (tab, LF, FF and CR are fine). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/**
 * What a document is, from its first bytes: one of the allow-listed kinds, or null.
 * Binary formats are recognised by their signature; a CSV has none, so it is accepted
 * when the bytes are UTF-8 text without control characters.
 */
export async function detectDocumentKind(head: Buffer): Promise<DocumentType | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    const mime = detected.mime === 'image/heif' ? 'image/heic' : detected.mime;
    return DOCUMENT_TYPES.find((t) => t.mimeType === mime) ?? null;
  }
  return looksLikeText(head, true) ? (DOCUMENT_TYPES.find((t) => t.kind === 'csv') ?? null) : null;
}

/**
 * Whether the recognised kind agrees with what the client claims: the name's extension
 * must be one of the kind's, and a declared type that names another accepted kind
 * (a PNG sent as text/csv) is refused.
 */
export function claimsMatch(kind: DocumentType, originalName: string, declaredMimeType: string): boolean {
  if (!(kind.extensions as readonly string[]).includes(extensionOf(originalName))) return false;
  const declared = (declaredMimeType || '').toLowerCase().split(';')[0].trim();
  if (NEUTRAL_DECLARED.has(declared) || declared === kind.mimeType) return true;
  if (kind.kind === 'jpeg' && (declared === 'image/jpg' || declared === 'image/pjpeg')) return true;
  return !DOCUMENT_TYPES.some((t) => t.mimeType === declared);
}

/** `partial`: the buffer may end in the middle of a multi-byte character. */
function looksLikeText(bytes: Buffer, partial: boolean): boolean {
  if (bytes.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return !BINARY_CONTROL.test(text);
  } catch {
    return false;
  }
}

/** Checks the rest of a CSV as it streams: still UTF-8, still no control characters. */
export function textVerifier(onBinary: () => Error): () => Transform {
  return () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    return new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
        try {
          if (BINARY_CONTROL.test(decoder.decode(chunk, { stream: true }))) return done(onBinary());
        } catch {
          return done(onBinary());
        }
        done(null, chunk);
      },
      flush(done: TransformCallback) {
        try {
          decoder.decode();
        } catch {
          return done(onBinary());
        }
        done();
      },
    });
  };
}
