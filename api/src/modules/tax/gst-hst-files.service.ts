import { Injectable } from '@nestjs/common';
import { gstHstFileName, type GstHstFileKind, personName } from '@ledgerleaf/contracts';
import { UsersService } from '../users/users.service';
import { renderWorksheetPdf, worksheetCsv } from './gst-hst-worksheet-files';
import { GstHstReturnsService } from './gst-hst-returns.service';

export interface WorksheetFile {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/** A period's worksheet as a PDF or CSV download, computed when asked (nothing is stored). */
@Injectable()
export class GstHstFilesService {
  constructor(
    private readonly returns: GstHstReturnsService,
    private readonly users: UsersService,
  ) {}

  async render(userId: number, periodStart: string, kind: GstHstFileKind): Promise<WorksheetFile> {
    return (await this.renderAll(userId, periodStart, [kind]))[0];
  }

  /** The period's files of each kind asked, from one computation of its worksheet (the data export takes both). */
  async renderAll(userId: number, periodStart: string, kinds: readonly GstHstFileKind[]): Promise<WorksheetFile[]> {
    const [read, user] = await Promise.all([this.returns.worksheet(userId, periodStart), this.users.getById(userId)]);
    const input = {
      clientName: personName(user),
      gstHstNumber: read.profile.gstHstNumber,
      qstNumber: read.profile.qstNumber,
      worksheet: read.worksheet,
      generatedAt: new Date(),
      undocumentedPurchases: read.undocumentedPurchases,
      undocumentedPurchasesCount: read.undocumentedPurchasesCount,
      locale: user.locale,
    };
    const files: WorksheetFile[] = [];
    for (const kind of kinds) {
      const fileName = gstHstFileName(read.period.start, kind);
      files.push(
        kind === 'pdf'
          ? { content: await renderWorksheetPdf(input), contentType: 'application/pdf', fileName }
          : { content: worksheetCsv(input), contentType: 'text/csv; charset=utf-8', fileName },
      );
    }
    return files;
  }
}
