import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { CSV_LIMITS, CSV_MESSAGES } from '@ledgerleaf/contracts';
import type { Request, RequestHandler, Response } from 'express';
import multer, { diskStorage, MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { AppConfig } from '../../config/app-config';

/**
 * Multipart `csvFile` streamed to a temporary file under DATA_DIR/tmp/csv (never held in
 * memory), at most CSV_LIMITS.maxFileBytes; the other fields (categories) on req.body.
 * Multer removes a partial file itself when a limit stops it.
 */
@Injectable()
export class CsvFileInterceptor implements NestInterceptor {
  private readonly handler: RequestHandler;

  constructor(config: AppConfig) {
    const destination = resolve(config.dataDir, 'tmp', 'csv');
    mkdirSync(destination, { recursive: true });
    this.handler = multer({
      storage: diskStorage({ destination }),
      limits: { fileSize: CSV_LIMITS.maxFileBytes, files: 1, fields: 10, fieldSize: 256 * 1024 },
    }).single('csvFile');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((ok, fail) =>
      this.handler(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) => (error ? fail(describe(error)) : ok())),
    );
    return next.handle();
  }
}

function describe(error: unknown): Error {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(CSV_MESSAGES.tooLarge);
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return new BadRequestException(CSV_MESSAGES.fileRequired);
    return new BadRequestException(error.message);
  }
  return new BadRequestException(`The upload could not be read: ${(error as Error).message}`);
}
