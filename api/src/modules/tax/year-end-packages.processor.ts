import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { JobContext } from '../../common/jobs/job-queue';
import { GENERATE_YEAR_END_PACKAGE } from './year-end.jobs';
import { YearEndPackagesService } from './year-end-packages.service';

@Injectable()
export class YearEndPackagesProcessor {
  constructor(private readonly packages: YearEndPackagesService) {}

  @JobHandler(GENERATE_YEAR_END_PACKAGE)
  async generate(payload: { packageId: number }, context: JobContext): Promise<void> {
    await this.packages.generate(payload.packageId, context.attempt >= context.attempts);
  }
}
