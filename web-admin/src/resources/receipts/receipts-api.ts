import type { Identifier } from 'react-admin';
import type { AdminReceiptDto, UpdateReceiptRequest } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson, sendJson } from '../../http-client';

export const RECEIPTS_RESOURCE = 'receipts';

const base = (id: Identifier) => `${ADMIN_API_URL}/${RECEIPTS_RESOURCE}/${id}`;

/** Staff's work on a client's receipt: correct what was read (PATCH), link it to a transaction of the client's books, or unlink it. */
export const receiptsApi = {
  correctReceipt: (id: Identifier, fields: UpdateReceiptRequest) => sendJson<AdminReceiptDto>('PATCH', base(id), fields).then((data) => ({ data })),
  linkReceipt: (id: Identifier, transactionId: number) => sendJson<AdminReceiptDto>('POST', `${base(id)}/match`, { transactionId }).then((data) => ({ data })),
  unlinkReceipt: (id: Identifier) => requestJson<AdminReceiptDto>(`${base(id)}/match`, { method: 'DELETE' }).then((data) => ({ data })),
};
