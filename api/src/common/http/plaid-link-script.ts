/** Plaid Link's browser script: react-plaid-link injects a script tag with exactly this address. */
export const PLAID_LINK_CDN_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the customer app's index.html carries when Link's script comes from elsewhere (the
 * demo's local stand-in, PLAID_LINK_SCRIPT_URL): that script, loaded before the app, and an
 * inert tag (type text/plain: the browser never fetches it) under the CDN address, which
 * react-plaid-link takes for Link already loaded. The app's code runs unchanged and the
 * browser never reaches Plaid.
 */
export function linkScriptOverrideHead(scriptUrl: string): string {
  return `<script src="${attribute(scriptUrl)}"></script><script type="text/plain" src="${PLAID_LINK_CDN_URL}" data-link-stand-in></script>`;
}
