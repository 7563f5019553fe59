import { GoneException, Injectable, Logger } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES, type DataExportDto, formatDateTime, personName } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { OpenedFile } from '../../common/http/file-response';
import { JobQueue } from '../../common/jobs/job-queue';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { FileStorage } from '../../common/storage/file-storage';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { mailText, recipientLocale } from '../mail/mail-texts';
import { DataExportBuilder, SupersededError } from './data-export.builder';
import { BUILD_DATA_EXPORT, dataExportJobId } from './data-export.jobs';
import { DataExportSourcesRepository } from './data-export-sources.repository';
import { DataExportsRepository } from './data-exports.repository';
import { spoolFiles } from './streaming-zip';
import type { DataExport } from './entities/data-export.entity';

export function dataExportDto(row: DataExport, now = new Date()): DataExportDto {
  const expired = row.status === 'done' && (!row.storageKey || (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()));
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    size: row.size,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired,
    downloadUrl: row.status === 'done' && !expired ? `/api/user/data-exports/${row.id}/download` : null,
    missingFiles: row.missingCount,
    byStaff: row.requestedBy !== null,
    failure: row.failure,
  };
}

/** Asking for, listing, building and serving exports of all of a client's data. */
@Injectable()
@OwnsUserData()
export class DataExportsService implements UserDataOwner {
  private readonly logger = new Logger('DataExport');

  constructor(
    private readonly exports: DataExportsRepository,
    private readonly sources: DataExportSourcesRepository,
    private readonly builder: DataExportBuilder,
    private readonly storage: FileStorage,
    private readonly deletions: StoredFileDeletions,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Queues an export (one in progress per client: 429 while one is queued or running). `requestedBy`: the staff owner, if not the client. */
  async start(userId: number, requestedBy: number | null): Promise<DataExportDto> {
    const row = await this.exports.insertQueued(userId, requestedBy);
    if (!row) throw new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, DATA_EXPORT_MESSAGES.alreadyRunning, { retryAfterSeconds: 60 });
    await this.jobs.enqueue(BUILD_DATA_EXPORT, { exportId: row.id }, { jobId: dataExportJobId(row.id) });
    return dataExportDto(row);
  }

  async list(userId: number): Promise<DataExportDto[]> {
    const now = new Date();
    return (await this.exports.listForUser(userId)).map((r) => dataExportDto(r, now));
  }

  /** The ZIP for its owner: another client's (or no such) export is 404, an expired one 410, one not done 409. */
  async download(userId: number, id: number): Promise<OpenedFile> {
    const row = await this.exports.byId(id);
    if (!row || row.userId !== userId) throw new DomainException(DomainErrorKind.NOT_FOUND, DATA_EXPORT_MESSAGES.notFound);
    if (row.status === 'failed') throw new DomainException(DomainErrorKind.CONFLICT, DATA_EXPORT_MESSAGES.failed);
    if (row.status !== 'done') throw new DomainException(DomainErrorKind.CONFLICT, DATA_EXPORT_MESSAGES.notReady);
    const dto = dataExportDto(row);
    if (dto.expired || !row.storageKey) throw new GoneException(DATA_EXPORT_MESSAGES.expired);
    const key = row.storageKey;
    return {
      originalName: `ledgerleaf-data-${row.finishedAt!.toISOString().slice(0, 10)}-${row.id}.zip`,
      mimeType: 'application/zip',
      size: row.size ?? -1,
      open: () => this.storage.read(key),
    };
  }

  /**
   * The job. Claims the row (a done or failed export: nothing to do), writes the ZIP to a
   * temporary file named by the export and try (the next try removes a killed one's),
   * stores it, then marks the row done only if this try is still the latest: a try that lost
   * removes its stored copy, so one ZIP remains whatever ran twice. The mail goes with the
   * transition to done, under a Message-ID named by the export (the outbox keeps one);
   * `mail: false` for the demo seed, which sends none.
   */
  async build(exportId: number, lastTry: boolean, options: { mail?: boolean } = {}): Promise<void> {
    const claim = await this.exports.claim(exportId);
    if (!claim) return;
    const folder = join(this.config.dataDir, 'tmp', 'data-exports');
    await mkdir(folder, { recursive: true });
    // A killed try's half-written file goes now; a try still running beside this one has lost anyway.
    const tempFiles = (attempt: number) => {
      const base = join(folder, `export-${exportId}-${attempt}`);
      return { zip: `${base}.zip`, spool: `${base}.manifest`, all: [`${base}.zip`, ...spoolFiles(`${base}.manifest`)] };
    };
    for (let earlier = 1; earlier < claim.attempt; earlier++) for (const path of tempFiles(earlier).all) await rm(path, { force: true });
    const { zip: temp, spool, all: ours } = tempFiles(claim.attempt);
    try {
      const summary = await this.builder.write(claim.userId, createWriteStream(temp), spool, (p) => this.exports.progress(exportId, claim.attempt, p));
      const size = (await stat(temp)).size;
      const stored = await this.storage.save(createReadStream(temp), `data-export-${exportId}.zip`);
      const kept = await this.exports.finish(exportId, claim.attempt, {
        key: stored.key,
        size,
        fileCount: summary.fileCount,
        missingCount: summary.missingCount,
        keepDays: DATA_EXPORT_LIMITS.keepDays,
      });
      if (!kept) {
        await this.storage.delete(stored.key);
        return;
      }
      if (options.mail !== false) await this.mailReady(exportId);
    } catch (error) {
      if (error instanceof SupersededError) return;
      if (lastTry) await this.exports.fail(exportId, DATA_EXPORT_MESSAGES.failed);
      throw error;
    } finally {
      for (const path of ours) await rm(path, { force: true });
    }
  }

  private async mailReady(exportId: number): Promise<void> {
    const row = await this.exports.byId(exportId);
    const client = row && (await this.sources.client(row.userId));
    if (!row || !client || !row.expiresAt) return;
    const base = this.config.publicUrl;
    const locale = recipientLocale(client);
    const until = locale === 'fr-CA' ? formatDateTime(row.expiresAt, locale) : row.expiresAt.toUTCString();
    await this.mail.enqueue({
      to: client.email,
      subject: mailText(locale, 'dataExport.subject'),
      messageId: `<data-export-${exportId}@${new URL(base).hostname}>`,
      text: [
        mailText(locale, 'hello', { firstName: personName(client) }),
        '',
        mailText(locale, row.requestedBy ? 'dataExport.byFirm' : 'dataExport.byYou'),
        mailText(locale, 'dataExport.download', { link: `${base}/api/user/data-exports/${row.id}/download` }),
        mailText(locale, 'dataExport.until', { until, days: DATA_EXPORT_LIMITS.keepDays, dashboard: `${base}/dashboard?tab=profile` }),
        '',
        mailText(locale, 'dataExport.manifest'),
        '',
        mailText(locale, 'team'),
      ].join('\n'),
    });
  }

  /** For the reconciler: every export queued or running. */
  @Reconciles(BUILD_DATA_EXPORT)
  async inProgress(): Promise<InProgressWork<{ exportId: number }>[]> {
    return (await this.exports.inProgress()).map(({ id }) => ({
      jobId: dataExportJobId(id),
      payload: { exportId: id },
      giveUp: () => this.exports.fail(id, DATA_EXPORT_MESSAGES.failed),
    }));
  }

  /** The daily cron: ZIPs past their 7 days go (through the durable file-deletion list), the rows stay as history. */
  async purgeExpired(): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.exports.expired();
      if (!batch.length) return removed;
      // The row lets go of its file and the file joins the deletion list in one transaction; the file goes after the commit.
      await this.deletions.deleteWith(
        batch.map((b) => b.key),
        (manager) =>
          this.exports.forgetFiles(
            batch.map((b) => b.id),
            manager,
          ),
      );
      removed += batch.length;
    }
  }

  storageKeysOfUser(userId: number): Promise<string[]> {
    return this.exports.storageKeysOfUser(userId);
  }
}
