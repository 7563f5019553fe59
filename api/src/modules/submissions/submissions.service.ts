import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Submission } from './entities/submission.entity';

@Injectable()
export class SubmissionsService {
  constructor(@InjectRepository(Submission) private readonly submissions: Repository<Submission>) {}

  /**
   * Storage keys of every file of the user's submissions: uploaded documents, staff
   * results, and documents attached to edit requests. Used before the account is deleted
   * (the rows go by cascade, the files must be removed explicitly).
   */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.submissions.find({ where: { userId }, relations: { editRequests: true } });
    return rows.flatMap((s) => [
      ...(s.documents ?? []).map((d) => d.path),
      s.resultPdfUrl,
      s.resultCsvUrl,
      s.manualTransactionsCsvUrl,
      s.additionalCategoriesCsvUrl,
      ...(s.editRequests ?? []).flatMap((e) => (e.documents ?? []).map((d) => d.path)),
    ]).filter((key): key is string => Boolean(key));
  }
}
