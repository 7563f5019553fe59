import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';

export function sendMessage(input: ContactMessageInput): Promise<unknown> {
  return apiRequest<unknown>('/api/messages', { method: 'POST', body: input });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
