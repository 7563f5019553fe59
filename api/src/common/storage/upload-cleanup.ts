import { HttpException, Logger } from '@nestjs/common';
import { ERRORS } from '@ledgerleaf/contracts';
import { catchError, concatMap, from, map, type Observable, throwError } from 'rxjs';
import { DomainErrorKind, DomainException, HTTP_STATUS_BY_KIND } from '../errors/domain.exception';
import type { FileStorage } from './file-storage';

const logger = new Logger('Uploads');

/**
 * Runs the route (`handled`, from next.handle()) and, when it refuses the request after
 * multer stored its files (a pipe such as a bad id, the body's validation, a limit, the
 * service's own 4xx), waits for `discard` to remove them before the refusal is answered,
 * as Nest's own file interceptors clean up. A 5xx is left to the service, which rolls back
 * what it had not committed (files a committed row names must stay). `always` discards
 * after every outcome: temporary files that no row ever names. A system error (ENOSPC,
 * EACCES) becomes the fixed storage message.
 */
export function discardUploadsAfter<T>(handled: Observable<T>, discard: () => Promise<void>, options: { always?: boolean } = {}): Observable<T> {
  const quietly = () => discard().catch((error: unknown) => logger.error(`Could not remove the files of a refused upload: ${describeError(error)}`));
  const done = handled.pipe(
    catchError((error: unknown) => {
      const answer = isSystemError(error) ? uploadStorageFailure(error) : error;
      if (!options.always && !isRefusal(answer)) return throwError(() => answer);
      return from(quietly()).pipe(concatMap(() => throwError(() => answer)));
    }),
  );
  return options.always ? done.pipe(concatMap((value) => from(quietly()).pipe(map(() => value)))) : done;
}

/** Removes stored files a service took and then refused or let go of; a file that cannot be removed is logged, never fatal. */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => storage.delete(key).catch((error: unknown) => logger.warn(`Could not remove stored file ${key}: ${describeError(error)}`))),
  );
}

/** A 4xx: the request was refused (as opposed to failing on our side). */
function isRefusal(error: unknown): boolean {
  if (error instanceof HttpException) return error.getStatus() < 500;
  if (error instanceof DomainException) return HTTP_STATUS_BY_KIND[error.kind] < 500;
  return false;
}

/** File-system errors of storing a file: their text names our paths. (Network codes are the 503 filter's.) */
const FILE_SYSTEM_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EFBIG',
  'EACCES',
  'EPERM',
  'EROFS',
  'EIO',
  'EMFILE',
  'ENFILE',
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'ENAMETOOLONG',
  'EBUSY',
]);

/** True for an error of the system while storing (no space, no permission, I/O). */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return error instanceof Error && typeof code === 'string' && FILE_SYSTEM_CODES.has(code);
}

/**
 * What the client hears when storing an upload failed on our side (ENOSPC, EACCES, EIO…):
 * a fixed message, never the system's text or our paths, which go to the log.
 */
export function uploadStorageFailure(error: unknown): DomainException {
  logger.error(`Storing an upload failed: ${describeError(error)}`);
  return new DomainException(DomainErrorKind.UNAVAILABLE, ERRORS.uploadStorageFailed);
}

const describeError = (error: unknown) => (error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error));
