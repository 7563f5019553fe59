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
    const [read, user] = await Promise.all([this.returns.worksheet(userId, periodStart), this.users.getById(userId)]);
    const input = {
      clientName: personName(user),
      gstHstNumber: read.profile.gstHstNumber,
      worksheet: read.worksheet,
      generatedAt: new Date(),
      undocumentedPurchases: read.undocumentedPurchases,
      locale: user.locale,
    };
    const fileName = gstHstFileName(read.period.start, kind);
    return kind === 'pdf'
      ? { content: await renderWorksheetPdf(input), contentType: 'application/pdf', fileName }
      : { content: worksheetCsv(input), contentType: 'text/csv; charset=utf-8', fileName };
  }
}
