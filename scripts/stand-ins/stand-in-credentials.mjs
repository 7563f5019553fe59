// The stand-ins' fixed credentials, read from the API's own list
// (api/src/config/stand-in-credentials.json), which NODE_ENV=production refuses: one list,
// so the demo's keys and what production turns away cannot drift apart.
import { readFileSync } from 'node:fs';

/** @type {{ STRIPE_SECRET_KEY: string, OPENAI_API_KEY: string, PLAID_CLIENT_ID: string, PLAID_SECRET: string }} */
export const STAND_IN_CREDENTIALS = JSON.parse(readFileSync(new URL('../../api/src/config/stand-in-credentials.json', import.meta.url), 'utf8'));
