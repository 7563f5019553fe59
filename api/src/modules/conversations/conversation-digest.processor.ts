import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { ConversationSide } from '@ledgerleaf/contracts';
import { SEND_CONVERSATION_DIGEST } from './conversations.jobs';
import { ConversationsService } from './conversations.service';

/** At the end of a side's 15-minute window: the digest of what waits for it (nothing when it has read it all meanwhile). */
@Injectable()
export class ConversationDigestProcessor {
  constructor(private readonly conversations: ConversationsService) {}

  @JobHandler(SEND_CONVERSATION_DIGEST)
  async send({ clientUserId, side }: { clientUserId: number; side: ConversationSide }): Promise<void> {
    await this.conversations.notify(clientUserId, side);
  }
}
