import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';

/** A stored file the asker may read. */
export interface OpenedFile {
  originalName: string;
  mimeType: string;
  size: number;
  /** Opens the content; not called for HEAD. */
  open: () => Readable;
  /** The client the file belongs to, when the route learns it only from the file (the access log needs it). */
  ownerId?: number;
}

/** Types a browser may show in a tab; everything else (CSV) downloads. */
const INLINE = /^(application\/pdf|image\/(png|jpeg|webp|heic))$/;

/** `Content-Disposition` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file (or only its headers for HEAD), private to this browser and never sniffed. */
export async function sendFile(req: Request, res: Response, file: OpenedFile): Promise<void> {
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Disposition', contentDisposition(INLINE.test(file.mimeType) ? 'inline' : 'attachment', file.originalName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  if (file.size >= 0) res.setHeader('Content-Length', String(file.size));
  if (req.method === 'HEAD') {
    res.status(200).end();
    return;
  }
  res.status(200);
  try {
    await pipeline(file.open(), res);
  } catch {
    // The client went away or storage failed mid-file: the connection is closed; nothing else to send.
    res.destroy();
  }
}
