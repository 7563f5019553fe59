// Types of meta.mjs, generated from its JSDoc (regenerate after changing it):
//   cd scripts/stand-ins && npx tsc --ignoreConfig --allowJs --checkJs --declaration --emitDeclarationOnly --target es2023 --module nodenext --moduleResolution nodenext --types node --strict --outDir /tmp/stand-ins stripe.mjs meta.mjs
/**
 * @typedef {object} RecordedMetaEvent
 * @property {string} version      e.g. v21.0
 * @property {string} pixelId
 * @property {string | null} accessToken
 * @property {Record<string, unknown>} body the JSON (or form) body as received: { data: [...], test_event_code? }
 *
 * @typedef {object} MetaStandIn
 * @property {string} url base URL for META_API_BASE, e.g. http://127.0.0.1:4011
 * @property {RecordedMetaEvent[]} events every accepted or refused POST, oldest first
 * @property {(status?: number) => void} failNext the next POST answers this status (default 500) with a Graph API error
 * @property {() => Promise<void>} stop
 */
/**
 * Starts the stand-in on a free port of 127.0.0.1. Answers POST /:version/:pixelId/events
 * like the Graph API: `{ events_received, messages, fbtrace_id }`.
 * @returns {Promise<MetaStandIn>}
 */
export function startMetaStandIn(): Promise<MetaStandIn>;
export type RecordedMetaEvent = {
  /**
   * e.g. v21.0
   */
  version: string;
  pixelId: string;
  accessToken: string | null;
  /**
   * the JSON (or form) body as received: { data: [...], test_event_code? }
   */
  body: Record<string, unknown>;
};
export type MetaStandIn = {
  /**
   * base URL for META_API_BASE, e.g. http://127.0.0.1:4011
   */
  url: string;
  /**
   * every accepted or refused POST, oldest first
   */
  events: RecordedMetaEvent[];
  /**
   * the next POST answers this status (default 500) with a Graph API error
   */
  failNext: (status?: number) => void;
  stop: () => Promise<void>;
};
