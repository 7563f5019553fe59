import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { EditRequestStatus, manualAccountName, SUBMISSION_MESSAGES, SubmissionStatus, type AdminSubmissionView } from '@ledgerleaf/contracts';
import { DataSource, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { AppConfig } from '../../config/app-config';
import { isRowId } from '../../database/columns';
import { LedgerService } from '../ledger/ledger.service';
import { MailService } from '../mail/mail.service';
import { mailText, recipientLocale } from '../mail/mail-texts';
import { type SubmissionGraph, toAdminSubmissionView } from './dto/submission-view';
import { EditRequest } from './entities/edit-request.entity';
import { ManualTransaction } from './entities/manual-transaction.entity';
import { SubmissionFileRole } from './entities/submission-file.entity';
import { SubmissionResult } from './entities/submission-result.entity';
import { Submission } from './entities/submission.entity';
import type { StoredPart } from '../../common/storage/upload-storage-engine';
import { SubmissionsRepository } from './submissions.repository';
import { fileRecordOf, SubmissionsService } from './submissions.service';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** Staff work on submissions: the console lists and delivering the PDF + CSV results. */
@Injectable()
export class SubmissionReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Submission) private readonly submissions: Repository<Submission>,
    private readonly core: SubmissionsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly repository: SubmissionsRepository,
  ) {}

  /** The console list, each submission with everything its view needs. */
  async listForAdmin(raw: RawListQuery): Promise<ListPage<SubmissionGraph>> {
    const page = await this.repository.adminPage(raw);
    return { ...page, rows: await this.core.graphs(page.rows.map((r) => r.id)) };
  }

  async getForAdmin(id: number): Promise<AdminSubmissionView> {
    if (!isRowId(id)) throw new DomainException(DomainErrorKind.NOT_FOUND, SUBMISSION_MESSAGES.submissionNotFound);
    return toAdminSubmissionView(await this.core.graph(id));
  }

  /**
   * Delivers a PDF and a CSV: "Mark as Complete" on a pending submission, "Submit
   * Updated Files" on an edit-requested one. The submission becomes completed with the
   * new result URLs; every delivery stays in submission_results as history; the
   * pending edit requests are resolved; the manual transactions join the client's books
   * (pending reports of their months are rebuilt); the client gets an e-mail.
   */
  async deliverResults(id: number, staffId: number, uploads: StoredPart[], from: SubmissionStatus): Promise<AdminSubmissionView> {
    const keys = uploads.map((u) => u.key);
    let committed = false;
    try {
      const pdf = uploads.filter((u) => u.fieldname === 'pdf');
      const csv = uploads.filter((u) => u.fieldname === 'csv');
      if (pdf.length !== 1 || csv.length !== 1) throw invalid(SUBMISSION_MESSAGES.resultFilesRequired);
      const submission = isRowId(id) ? await this.submissions.findOne({ where: { id }, relations: { user: true } }) : null;
      if (!submission) throw new DomainException(DomainErrorKind.NOT_FOUND, SUBMISSION_MESSAGES.submissionNotFound);
      await this.dataSource.transaction(async (em) => {
        // Lock the row: two staff members delivering at once see the status one after the other.
        const locked = await em.getRepository(Submission).findOne({ where: { id }, lock: { mode: 'pessimistic_write' }, select: { id: true, status: true } });
        if (locked?.status !== from) {
          throw new DomainException(
            DomainErrorKind.CONFLICT,
            from === SubmissionStatus.PENDING ? SUBMISSION_MESSAGES.notPending : SUBMISSION_MESSAGES.notEditRequested,
          );
        }
        await this.core.registerFiles(em, id, null, [fileRecordOf(pdf[0], SubmissionFileRole.RESULT_PDF), fileRecordOf(csv[0], SubmissionFileRole.RESULT_CSV)]);
        await em.getRepository(SubmissionResult).insert({ submissionId: id, pdfKey: pdf[0].key, csvKey: csv[0].key, deliveredBy: staffId });
        await em.getRepository(Submission).update({ id }, { status: SubmissionStatus.COMPLETED, resultPdfUrl: pdf[0].key, resultCsvUrl: csv[0].key });
        await em.getRepository(EditRequest).update({ submissionId: id, status: EditRequestStatus.PENDING }, { status: EditRequestStatus.RESOLVED });
        const manual = await em.getRepository(ManualTransaction).find({ where: { submissionId: id }, order: { id: 'ASC' } });
        await this.ledger.join(
          em,
          submission.userId,
          'manual',
          id,
          manualAccountName(submission.summaryName),
          manual.map((t) => ({ sourceRowId: t.id, date: t.transactionDate, name: t.transactionName, amount: t.amount, category: null })),
        );
      });
      committed = true;
      if (submission.user) {
        const locale = recipientLocale(submission.user);
        await this.mail.enqueue({
          to: submission.user.email,
          subject: mailText(locale, 'submissionCompleted.subject', { name: submission.summaryName }),
          text: [
            mailText(locale, 'hello', { firstName: submission.user.firstName }),
            '',
            mailText(locale, 'submissionCompleted.body', { name: submission.summaryName }),
            `${this.config.publicUrl}/dashboard`,
            '',
            mailText(locale, 'submissionCompleted.edit'),
            '',
            mailText(locale, 'team'),
          ].join('\n'),
        });
      }
      return this.getForAdmin(id);
    } catch (error) {
      if (!committed) await this.core.deleteKeys(keys);
      throw error;
    }
  }
}
