import type { Identifier } from 'react-admin';
import type { DuplicateDecision, LedgerResponse, LedgerRow, TransferCandidatesResponse, TransferDecisionRequest } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson, sendJson } from '../../http-client';

/** A page of a client's books as staff ask for it (GET /api/admin/users/{id}/ledger). */
export interface ClientLedgerQuery {
  /** YYYY-MM-DD, or absent for no bound. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
  /** Only the possible duplicates waiting for a decision (`duplicates=undecided`). */
  undecidedOnly?: boolean;
}

const ledgerQuery = ({ from, to, page, limit, undecidedOnly }: ClientLedgerQuery) => {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (undecidedOnly) params.set('duplicates', 'undecided');
  return params;
};

/** One client's books in the console: the paged rows, and the decisions on their possible duplicates. */
export const clientLedgerApi = {
  getClientLedger: (userId: Identifier, query: ClientLedgerQuery) =>
    requestJson<LedgerResponse>(`${ADMIN_API_URL}/users/${userId}/ledger?${ledgerQuery(query)}`),
  /** "Same transaction" or "Both are real"; the client's pending reports of that month are rebuilt. */
  decideClientDuplicate: (transactionId: number, decision: DuplicateDecision) =>
    sendJson<LedgerRow>('POST', `${ADMIN_API_URL}/ledger/${transactionId}/duplicate`, { decision }),
  /** "Transfer" (with its counterpart) or "Not a transfer"; the drain never overrides it. */
  decideClientTransfer: (transactionId: number, body: TransferDecisionRequest) =>
    sendJson<LedgerRow>('POST', `${ADMIN_API_URL}/ledger/${transactionId}/transfer`, body),
  /** The rows that could be a transfer candidate's other half (the counterpart picker). */
  getClientTransferCandidates: (transactionId: number) =>
    requestJson<TransferCandidatesResponse>(`${ADMIN_API_URL}/ledger/${transactionId}/transfer-candidates`),
};
