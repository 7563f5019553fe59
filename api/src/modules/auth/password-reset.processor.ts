import { Injectable } from '@nestjs/common';
import type { JobPayload } from '../../common/jobs/job-definition';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { SEND_PASSWORD_RESET } from './auth.jobs';
import { PasswordResetService } from './password-reset.service';

/** The job a forgot-password request enqueues: the account (if any) gets a reset link. */
@Injectable()
export class PasswordResetProcessor {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @JobHandler(SEND_PASSWORD_RESET)
  async sendResetLink({ email }: JobPayload<typeof SEND_PASSWORD_RESET>): Promise<void> {
    await this.passwordReset.sendResetLink(email);
  }
}
