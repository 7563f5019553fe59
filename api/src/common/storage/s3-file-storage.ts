import { ERRORS } from '@ledgerleaf/contracts';
import { PassThrough, Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { AppConfig } from '../../config/app-config';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { FileStorage, newStorageKey, STORAGE_KEY_PATTERN, type StoredFile } from './file-storage';

/** S3's smallest part (except the last) is 5 MiB; 8 MiB keeps memory per upload bounded and small. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, ERRORS.fileNotFound);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, a local s3rver), under the same random
 * keys as on disk. Uploads stream: at most one part (8 MiB) is held in memory; a small
 * file is one PutObject, a larger one a multipart upload aborted on any failure.
 */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: AppConfig, client?: S3Client) {
    super();
    const s3 = config.s3;
    if (!s3) throw new Error('S3FileStorage needs S3_BUCKET');
    this.bucket = s3.bucket;
    this.client =
      client ??
      new S3Client({
        region: s3.region,
        endpoint: s3.endpoint,
        credentials: s3.credentials,
        forcePathStyle: s3.forcePathStyle,
        // S3-compatible servers do not all speak the newer default checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
  }

  async save(content: Buffer | Readable, originalName: string): Promise<StoredFile> {
    const key = newStorageKey(originalName);
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    let uploadId: string | undefined;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const flushPart = async () => {
      if (!uploadId) {
        uploadId = (await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }))).UploadId;
      }
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of source) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(buffer);
        pendingBytes += buffer.length;
        size += buffer.length;
        if (pendingBytes >= S3_PART_BYTES) await flushPart();
      }
      if (!uploadId) {
        const body = Buffer.concat(pending);
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length }));
      } else {
        if (pendingBytes > 0) await flushPart();
        await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      }
      return { key, size };
    } catch (error) {
      // A refused or interrupted upload leaves nothing behind.
      if (uploadId) await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
      source.destroy();
      throw error;
    }
  }

  read(key: string): Readable {
    this.assertKey(key);
    const out = new PassThrough();
    this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })).then(
      ({ Body }) => {
        const body = Body as Readable;
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      },
      (error: unknown) => out.destroy(isMissing(error) ? notFound() : (error as Error)),
    );
    return out;
  }

  async readBuffer(key: string): Promise<Buffer> {
    this.assertKey(key);
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    } catch (error) {
      throw isMissing(error) ? notFound() : error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!STORAGE_KEY_PATTERN.test(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  private assertKey(key: string): void {
    if (!STORAGE_KEY_PATTERN.test(key)) throw notFound();
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
