import type { ItemReconnectedResponse, SetAccessTokenRequest, SetAccessTokenResponse } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANK_URLS } from './bank-query-keys';

/** POST /api/plaid/set-access-token: exchanges Link's public token for a stored connection. */
export function setAccessToken(request: SetAccessTokenRequest): Promise<SetAccessTokenResponse> {
  return apiRequest<SetAccessTokenResponse>(BANK_URLS.setAccessToken, { method: 'POST', body: request });
}

/** POST /api/plaid/items/{id}/reconnected: update mode succeeded, the connection is repaired. */
export function markItemReconnected(itemId: number): Promise<ItemReconnectedResponse> {
  return apiRequest<ItemReconnectedResponse>(BANK_URLS.itemReconnected(itemId), { method: 'POST' });
}
