import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { type Observable } from 'rxjs';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import type { UserRateLimitRule } from '../rate-limit/user-rate-limit.guard';
import { FileStorage } from '../storage/file-storage';
import { discardUploadsAfter, isSystemError, uploadStorageFailure } from '../storage/upload-cleanup';
import { FileStorageEngine, type StoredUpload, type UploadInspector } from '../storage/upload-storage-engine';
import { claimsMatch, detectDocumentKind, textVerifier } from './document-types';

// The one set of rules for a client's documents, wherever they are sent (submissions, edit
// requests, a receipt on an answer): the same kinds recognised by their bytes, the same
// size limits (SUBMISSION_LIMITS), the same messages, and nothing kept of a refused request.

const tooLarge = (message: string) => new DomainException(DomainErrorKind.TOO_LARGE, message);
const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** Bytes a client sends per day in documents (submissions, edit requests, receipts): one count. */
export const DOCUMENT_BYTES_PER_DAY: UserRateLimitRule = {
  name: 'submission-bytes',
  ...CLIENT_LIMITS.submissionBytesPerDay,
  cost: 'body-bytes',
  maxBodyBytes: SUBMISSION_LIMITS.maxRequestBytes,
  message: CLIENT_LIMIT_MESSAGES.submissionBytes,
};

// Control characters never belong in a file name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/** A file name as the user knows it, without any path, control characters or excess length. */
export function cleanOriginalName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return clean && clean !== '.' && clean !== '..' ? clean : 'document';
}

/**
 * A client's documents in the part named `field`: any allow-listed kind, recognised by
 * content and agreeing with its name and declared type. A file in another part is refused
 * with `wrongField`.
 */
export function documentInspector(field: string, wrongField: string): UploadInspector {
  return async (file, head) => {
    if (file.fieldname !== field) throw invalid(wrongField);
    const name = cleanOriginalName(file.originalname);
    const kind = await detectDocumentKind(head);
    if (!kind || !claimsMatch(kind, name, file.mimetype)) throw invalid(SUBMISSION_MESSAGES.documentTypeRefused(name));
    return { mimeType: kind.mimeType, verifier: kind.kind === 'csv' ? textVerifier(() => invalid(SUBMISSION_MESSAGES.documentTypeRefused(name))) : undefined };
  };
}

/** What busboy (multer's parser) throws for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART = /boundary|multipart|part header|end of form|malformed/i;

function translate(error: unknown, tooManyFiles: string): unknown {
  if (isSystemError(error)) return uploadStorageFailure(error);
  if (!(error instanceof MulterError)) {
    const parseError = error instanceof Error && !(error instanceof DomainException) && MALFORMED_MULTIPART.test(error.message);
    return parseError ? invalid(SUBMISSION_MESSAGES.malformedMultipart) : error;
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge(SUBMISSION_MESSAGES.fileTooLarge);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_PART_COUNT':
      return tooLarge(tooManyFiles);
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
      return tooLarge(SUBMISSION_MESSAGES.fieldTooLarge);
    default:
      return invalid(error.message);
  }
}

export interface FileUploadOptions {
  inspector: UploadInspector;
  maxFiles: number;
  /** The 413's message past `maxFiles`. */
  tooManyFiles: string;
  /** A route that also takes a plain JSON body (no file): anything but multipart passes through untouched. */
  jsonToo?: boolean;
}

/**
 * Streams the request's file parts into FileStorage (multer with FileStorageEngine), within
 * SUBMISSION_LIMITS, before the route's pipes and handler run. The handler hands the files
 * to its service with takeUploadedFiles; a request refused before that removes them here.
 */
export abstract class FileUploadInterceptor implements NestInterceptor {
  private readonly middleware: ReturnType<ReturnType<typeof multer>['any']>;

  constructor(
    private readonly storage: FileStorage,
    private readonly options: FileUploadOptions,
  ) {
    this.middleware = multer({
      storage: new FileStorageEngine(storage, options.inspector, SUBMISSION_LIMITS.maxRequestBytes, () => tooLarge(SUBMISSION_MESSAGES.requestTooLarge)),
      limits: { fileSize: SUBMISSION_LIMITS.maxFileBytes, files: options.maxFiles, fields: 20, fieldSize: 1024 * 1024, parts: options.maxFiles + 20 },
      defParamCharset: 'utf8',
    }).any();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!req.is('multipart/form-data')) {
      if (this.options.jsonToo) return next.handle();
      throw invalid(SUBMISSION_MESSAGES.notMultipart);
    }
    await new Promise<void>((resolve, reject) =>
      this.middleware(req, http.getResponse<Response>(), (error?: unknown) => (error ? reject(translate(error, this.options.tooManyFiles)) : resolve())),
    );
    for (const file of uploadedFiles(req)) file.originalname = cleanOriginalName(file.originalname);
    // A request refused after its files were stored and before a service took them (a bad
    // id, validation, a limit) removes them here; once taken, the service's own rollback does.
    return discardUploadsAfter(next.handle(), async () => {
      if (handedOver.has(req)) return;
      await Promise.all(uploadedFiles(req).map((file) => this.storage.delete(file.key)));
    });
  }
}

/** The files multer stored for this request. */
const uploadedFiles = (req: Request): StoredUpload[] => (req.files as StoredUpload[] | undefined) ?? [];

/** Requests whose files a service has taken: it removes them itself when it refuses or fails. */
const handedOver = new WeakSet<Request>();

/** The request's stored files, handed to the service that will own them (one owner, so each file is removed once). */
export function takeUploadedFiles(req: Request): StoredUpload[] {
  handedOver.add(req);
  return uploadedFiles(req);
}
