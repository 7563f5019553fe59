import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';
import type { ConversationSide } from '@ledgerleaf/contracts';

/** The digest of a thread's messages waiting for `side`, run when its 15-minute window ends. */
export const SEND_CONVERSATION_DIGEST = defineJob<{ clientUserId: number; side: ConversationSide }>(QueueName.MAINTENANCE, 'conversation-digest');
