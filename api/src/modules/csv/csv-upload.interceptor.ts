import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { CSV_LIMITS, CSV_MESSAGES, ERRORS } from '@ledgerleaf/contracts';
import type { Request, RequestHandler, Response } from 'express';
import multer, { diskStorage, MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { discardUploadsAfter, isSystemError, uploadStorageFailure } from '../../common/storage/upload-cleanup';
import { CsvTempFolder } from './csv-temp-folder';

/** The temporary files multer opened for a request, complete or not. */
const tempFilesOf = new WeakMap<Request, string[]>();

/**
 * Multipart `csvFile` streamed to a temporary file under DATA_DIR/tmp/csv (never held in
 * memory), at most CSV_LIMITS.maxFileBytes; the other fields (categories) on req.body.
 * The temporary file never outlives the request: it is removed when multer fails (even a
 * half-written file, which multer itself leaves), when the route refuses the request (a
 * pipe, validation, a limit) and after the service has copied it into storage.
 */
@Injectable()
export class CsvFileInterceptor implements NestInterceptor {
  private readonly handler: RequestHandler;

  constructor(tempFolder: CsvTempFolder) {
    const destination = tempFolder.path;
    mkdirSync(destination, { recursive: true });
    this.handler = multer({
      storage: diskStorage({
        destination,
        filename: (req, _file, callback) => {
          const name = randomUUID();
          const files = tempFilesOf.get(req) ?? [];
          files.push(join(destination, name));
          tempFilesOf.set(req, files);
          callback(null, name);
        },
      }),
      limits: { fileSize: CSV_LIMITS.maxFileBytes, files: 1, fields: 10, fieldSize: 256 * 1024 },
    }).single('csvFile');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const discard = async () => {
      await Promise.all((tempFilesOf.get(req) ?? []).map((path) => rm(path, { force: true })));
    };
    try {
      await new Promise<void>((ok, fail) => this.handler(req, http.getResponse<Response>(), (error?: unknown) => (error ? fail(error) : ok())));
    } catch (error) {
      await discard().catch(() => undefined);
      throw describe(error);
    }
    return discardUploadsAfter(next.handle(), discard, { always: true });
  }
}

function describe(error: unknown): Error {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(CSV_MESSAGES.tooLarge);
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return new BadRequestException(CSV_MESSAGES.fileRequired);
    return new BadRequestException(error.message);
  }
  if (isSystemError(error)) return uploadStorageFailure(error);
  return new BadRequestException(ERRORS.uploadUnreadable);
}
