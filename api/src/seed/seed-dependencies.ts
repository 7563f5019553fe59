import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SecretBox } from '../common/crypto/secret-box';
import { Events } from '../common/events/events';
import { ScheduledRuns } from '../common/jobs/scheduled-runs';
import { FileStorage } from '../common/storage/file-storage';
import { PasswordService } from '../modules/auth/password.service';
import { OpeningsService } from '../modules/books/openings.service';
import { ReconciliationsService } from '../modules/books/reconciliations/reconciliations.service';
import { CsvBooksService } from '../modules/csv/csv-books.service';
import { CsvCategorizationService } from '../modules/csv/csv-categorization.service';
import { CsvUploadsService } from '../modules/csv/csv-uploads.service';
import { DataExportsService } from '../modules/data-export/data-exports.service';
import { CategorizationService } from '../modules/categorization/categorization.service';
import { QuestionsService } from '../modules/questions/questions.service';
import { LedgerChangesProcessor } from '../modules/reports/ledger-changes.processor';
import { ReportBuilderService } from '../modules/reports/report-builder.service';
import { ReportVersionsService } from '../modules/reports/report-versions.service';
import { ReportQueriesService } from '../modules/reports/report-queries.service';
import { ReportReviewService } from '../modules/reports/report-review.service';
import { SubmissionReviewService } from '../modules/submissions/submission-review.service';
import { SubmissionsService } from '../modules/submissions/submissions.service';
import { ReceiptMatchingService } from '../modules/receipts/receipt-matching.service';
import { TaxProfilesService } from '../modules/tax/tax-profiles.service';
import { YearEndPackagesService } from '../modules/tax/year-end-packages.service';
import type { SeedDependencies } from './demo.seeder';

/** What the demo seed takes from an application (the seed CLI's SeedCliModule, or the whole app in tests). */
export function seedDependencies(app: INestApplicationContext): SeedDependencies {
  return {
    dataSource: app.get<DataSource>(getDataSourceToken()),
    passwords: app.get(PasswordService),
    storage: app.get(FileStorage),
    secrets: app.get(SecretBox),
    reports: app.get(ReportBuilderService),
    reportReview: app.get(ReportReviewService),
    reportQueries: app.get(ReportQueriesService),
    events: app.get(Events),
    reportVersions: app.get(ReportVersionsService),
    memory: app.get(CategorizationService),
    csvUploads: app.get(CsvUploadsService),
    csvCategorization: app.get(CsvCategorizationService),
    csvBooks: app.get(CsvBooksService),
    ledgerChanges: app.get(LedgerChangesProcessor),
    submissions: app.get(SubmissionsService),
    submissionReview: app.get(SubmissionReviewService),
    runs: app.get(ScheduledRuns),
    taxProfiles: app.get(TaxProfilesService),
    yearEndPackages: app.get(YearEndPackagesService),
    questions: app.get(QuestionsService),
    openings: app.get(OpeningsService),
    reconciliations: app.get(ReconciliationsService),
    dataExports: app.get(DataExportsService),
    receiptMatching: app.get(ReceiptMatchingService),
  };
}
