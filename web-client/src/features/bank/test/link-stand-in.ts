// Loads the browser tests' Link stand-in (scripts/stand-ins/plaid-link.js) into jsdom, as
// if Plaid's CDN script had loaded: react-plaid-link finds the script tag and window.Plaid.
// Read from disk: the file lives outside the app that Vite may serve.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const PLAID_LINK_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const linkScript = readFileSync(resolve(__dirname, '../../../../../scripts/stand-ins/plaid-link.js'), 'utf8');

export function installLinkStandIn(): void {
  if (!document.querySelector(`script[src="${PLAID_LINK_URL}"]`)) {
    const tag = document.createElement('script');
    tag.src = PLAID_LINK_URL;
    document.head.appendChild(tag);
  }
  new Function(linkScript)();
}
