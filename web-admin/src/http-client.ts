import { fetchUtils } from 'react-admin';

// The console rides on the customer site's session cookie; it never holds a token.
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
