import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { FileStorage } from '../../../common/storage/file-storage';
import { discardUploadsAfter, isSystemError, uploadStorageFailure } from '../../../common/storage/upload-cleanup';
import { FileStorageEngine, type StoredUpload, type UploadInspector } from '../../../common/storage/upload-storage-engine';
import { claimsMatch, detectDocumentKind, textVerifier } from './document-types';

const tooLarge = (message: string) => new DomainException(DomainErrorKind.TOO_LARGE, message);
const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** A file name as the user knows it, without any path, control characters or excess length. */
export function cleanOriginalName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
  const clean = base.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, 255);
  return clean && clean !== '.' && clean !== '..' ? clean : 'document';
}

/** Client documents: any allow-listed kind, recognised by content and agreeing with its name and declared type. */
const documentInspector: UploadInspector = async (file, head) => {
  if (file.fieldname !== 'documents') throw invalid(SUBMISSION_MESSAGES.unexpectedFileField);
  const name = cleanOriginalName(file.originalname);
  const kind = await detectDocumentKind(head);
  if (!kind || !claimsMatch(kind, name, file.mimetype)) throw invalid(SUBMISSION_MESSAGES.documentTypeRefused(name));
  return { mimeType: kind.mimeType, verifier: kind.kind === 'csv' ? textVerifier(() => invalid(SUBMISSION_MESSAGES.documentTypeRefused(name))) : undefined };
};

/** Staff results: `pdf` must be a PDF, `csv` a text CSV, by content. */
const resultInspector: UploadInspector = async (file, head) => {
  const kind = await detectDocumentKind(head);
  if (file.fieldname === 'pdf') {
    if (kind?.kind !== 'pdf') throw invalid(SUBMISSION_MESSAGES.resultPdfInvalid);
    return { mimeType: kind.mimeType };
  }
  if (file.fieldname === 'csv') {
    if (kind?.kind !== 'csv') throw invalid(SUBMISSION_MESSAGES.resultCsvInvalid);
    return { mimeType: kind.mimeType, verifier: textVerifier(() => invalid(SUBMISSION_MESSAGES.resultCsvInvalid)) };
  }
  throw invalid(SUBMISSION_MESSAGES.resultFilesRequired);
};

/** What busboy (multer's parser) throws for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART = /boundary|multipart|part header|end of form|malformed/i;

function translate(error: unknown): unknown {
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
      return tooLarge(SUBMISSION_MESSAGES.tooManyFiles);
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
      return tooLarge(SUBMISSION_MESSAGES.fieldTooLarge);
    default:
      return invalid(error.message);
  }
}

abstract class SubmissionUploadInterceptor implements NestInterceptor {
  private readonly middleware: ReturnType<ReturnType<typeof multer>['any']>;

  constructor(
    private readonly storage: FileStorage,
    inspector: UploadInspector,
    maxFiles: number,
  ) {
    this.middleware = multer({
      storage: new FileStorageEngine(storage, inspector, SUBMISSION_LIMITS.maxRequestBytes, () => tooLarge(SUBMISSION_MESSAGES.requestTooLarge)),
      limits: { fileSize: SUBMISSION_LIMITS.maxFileBytes, files: maxFiles, fields: 20, fieldSize: 1024 * 1024, parts: maxFiles + 20 },
      defParamCharset: 'utf8',
    }).any();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!req.is('multipart/form-data')) throw invalid(SUBMISSION_MESSAGES.notMultipart);
    await new Promise<void>((resolve, reject) => this.middleware(req, http.getResponse<Response>(), (error?: unknown) => (error ? reject(translate(error)) : resolve())));
    for (const file of uploadedFiles(req)) file.originalname = cleanOriginalName(file.originalname);
    // A request refused after its files were stored and before a service took them (a bad
    // id, validation, a limit) removes them here; once taken, the service's own rollback does.
    return discardUploadsAfter(next.handle(), async () => {
      if (handedOver.has(req)) return;
      await Promise.all(uploadedFiles(req).map((file) => this.storage.delete(file.key)));
    });
  }
}

/** POST /api/submissions and edit requests: `documents`, up to the file-count limit. */
@Injectable()
export class DocumentsUploadInterceptor extends SubmissionUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, documentInspector, SUBMISSION_LIMITS.maxFiles);
  }
}

/** Staff completion: one `pdf` and one `csv`. */
@Injectable()
export class ResultFilesUploadInterceptor extends SubmissionUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, resultInspector, 2);
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
