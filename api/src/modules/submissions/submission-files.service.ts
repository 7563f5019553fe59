import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SUBMISSION_MESSAGES } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { FileStorage, STORAGE_KEY_PATTERN } from '../../common/storage/file-storage';
import { isRowId } from '../../database/columns';
import type { AuthUser } from '../../common/auth/auth-user';
import { ClientScopes } from '../../common/auth/client-scopes';
import type { OpenedFile } from '../../common/http/file-response';
import { SubmissionFile } from './entities/submission-file.entity';
import { Submission } from './entities/submission.entity';

/**
 * Who may read which submission file. The owner and staff may; anyone else, signed in
 * or not, gets the same 404 as for a file that does not exist, so ids and keys reveal nothing.
 */
@Injectable()
export class SubmissionFilesService {
  constructor(
    @InjectRepository(Submission) private readonly submissions: Repository<Submission>,
    @InjectRepository(SubmissionFile) private readonly files: Repository<SubmissionFile>,
    private readonly storage: FileStorage,
    private readonly scopes: ClientScopes,
  ) {}

  /**
   * An original document by its name, as the spec addresses it. `index` (the document's
   * position, which the API's URLs carry) picks between two documents of the same name;
   * without it the first of that name is served.
   */
  async document(user: AuthUser | undefined, submissionId: number, originalName: string, index: string | undefined): Promise<OpenedFile> {
    if (!user || !isRowId(submissionId)) throw notFound();
    const submission = await this.submissions.findOne({ where: { id: submissionId }, select: { id: true, userId: true, documents: true } });
    if (!submission || !(await this.scopes.mayReadFileOf(user, submission.userId))) throw notFound();
    const documents = submission.documents ?? [];
    let doc;
    if (index !== undefined && index !== '') {
      if (!/^\d{1,4}$/.test(index)) throw notFound();
      doc = documents[Number(index)];
      if (doc?.originalName !== originalName) throw notFound();
    } else {
      doc = documents.find((d) => d.originalName === originalName);
    }
    if (!doc) throw notFound();
    const file = await this.files.findOne({ where: { storageKey: doc.path, submissionId } });
    return this.opened(doc.path, doc.originalName, file);
  }

  /** `/uploads/{key}`: a result file, generated CSV, edit-request attachment or document. */
  async byKey(user: AuthUser | undefined, key: string): Promise<OpenedFile> {
    if (!user || !STORAGE_KEY_PATTERN.test(key)) throw notFound();
    const file = await this.files.findOne({ where: { storageKey: key }, relations: { submission: true } });
    if (!file?.submission || !(await this.scopes.mayReadFileOf(user, file.submission.userId))) throw notFound();
    return { ...(await this.opened(key, file.originalName, file)), ownerId: file.submission.userId };
  }

  private async opened(key: string, originalName: string, file: SubmissionFile | null): Promise<OpenedFile> {
    if (!(await this.storage.exists(key))) throw notFound();
    return {
      originalName,
      mimeType: file?.mimeType ?? 'application/octet-stream',
      size: file?.size ?? -1,
      open: () => this.storage.read(key),
    };
  }
}

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, SUBMISSION_MESSAGES.fileNotFound);
