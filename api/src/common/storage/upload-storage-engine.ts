import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { FileStorage } from './file-storage';

/** Bytes read from the start of each file to recognise its type (file-type reads at most 4100). */
export const SNIFF_BYTES = 4100;

export interface UploadedFileInfo {
  /** Storage key. */
  key: string;
  size: number;
  /** The type recognised from the bytes, not the one the client declared. */
  detectedMimeType: string;
}

export type StoredUpload = Express.Multer.File & UploadedFileInfo;

/** What services read of a file already in storage: a part the upload interceptor stored, or a file the demo seed stored. */
export type StoredPart = Pick<StoredUpload, 'fieldname' | 'originalname' | 'key' | 'size' | 'detectedMimeType'>;

export interface InspectionResult {
  mimeType: string;
  /** Checks the rest of the bytes as they stream past (e.g. "still text"); errors refuse the file. */
  verifier?: () => Transform;
}

/**
 * Decides, from the declared part and the first bytes, whether a file is accepted; throws
 * (a DomainException) to refuse it, which aborts the whole upload.
 */
export type UploadInspector = (file: { fieldname: string; originalname: string; mimetype: string }, head: Buffer) => Promise<InspectionResult>;

/**
 * A multer storage engine that streams each file part into FileStorage: the first
 * bytes are read to recognise the type, then the part flows through to disk or object
 * storage, so memory stays flat whatever the size. When any part fails, multer removes
 * the parts already stored (`_removeFile`), so an upload is all or nothing.
 */
export class FileStorageEngine implements StorageEngine {
  private readonly bytesByRequest = new WeakMap<Request, number>();

  constructor(
    private readonly storage: FileStorage,
    private readonly inspect: UploadInspector,
    private readonly maxRequestBytes: number,
    private readonly requestTooLarge: () => Error,
  ) {}

  _handleFile(req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    this.store(req, file).then(
      (info) => callback(null, info as unknown as Partial<Express.Multer.File>),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    const key = (file as Partial<StoredUpload>).key;
    if (!key) return callback(null);
    this.storage.delete(key).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }

  private async store(req: Request, file: Express.Multer.File): Promise<UploadedFileInfo> {
    const { head, ended } = await readHead(file.stream, SNIFF_BYTES);
    let inspection: InspectionResult;
    try {
      inspection = await this.inspect(file, head);
    } catch (error) {
      file.stream.resume();
      throw error;
    }
    const body = new PassThrough();
    if (ended) body.end(head);
    else {
      body.write(head);
      file.stream.on('error', (error) => body.destroy(error));
      file.stream.pipe(body);
    }
    let source: Readable = body.pipe(this.requestBudget(req));
    if (inspection.verifier) source = source.pipe(inspection.verifier());
    // Errors of any stage end the chain, so storage sees them and removes the partial file.
    const chain = [body, source];
    for (const stage of chain) stage.on('error', (error) => source.destroy(error));
    const stored = await this.storage.save(source, file.originalname);
    return { key: stored.key, size: stored.size, detectedMimeType: inspection.mimeType };
  }

  /** Counts the bytes of every part of the request against the per-request limit. */
  private requestBudget(req: Request): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) => {
        const total = (this.bytesByRequest.get(req) ?? 0) + chunk.length;
        this.bytesByRequest.set(req, total);
        if (total > this.maxRequestBytes) return done(this.requestTooLarge());
        done(null, chunk);
      },
    });
  }
}

/** Reads at least `bytes` bytes (or everything, if the stream is shorter) and leaves the stream paused. */
function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (ended: boolean) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (size < bytes && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size >= bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      reject(error);
    };
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
