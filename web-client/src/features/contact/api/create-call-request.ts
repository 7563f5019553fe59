import { useMutation } from '@tanstack/react-query';
import type { CallRequestInput } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Only success or failure matters to the dialog; the created row is not read. */
export function createCallRequest(input: CallRequestInput): Promise<unknown> {
  return apiRequest<unknown>('/api/call-requests', { method: 'POST', body: input });
}

export function useCreateCallRequest() {
  return useMutation({ mutationFn: createCallRequest });
}
