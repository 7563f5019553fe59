// Types of openai.mjs, generated from its JSDoc (regenerate after changing it):
//   cd scripts/stand-ins && npx tsc --ignoreConfig --allowJs --checkJs --declaration --emitDeclarationOnly --target es2023 --module nodenext --moduleResolution nodenext --types node --strict --outDir /tmp/stand-ins openai.mjs
/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param {{ apiKey?: string }} [options] when set, requests must carry `Authorization: Bearer <apiKey>`
 * @returns {Promise<OpenAiStandIn>}
 */
export function startOpenAiStandIn(options?: { apiKey?: string }): Promise<OpenAiStandIn>;
export type ChatMessage = {
  role: string;
  content: string;
};
export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  response_format?:
    | {
        type: string;
        json_schema?: {
          name?: string;
          strict?: boolean;
          schema?: Record<string, unknown>;
        };
      }
    | undefined;
};
export type StandInItem = {
  id: string;
  text: string;
  money?: string;
};
export type RecordedChat = {
  headers: Record<string, string | string[] | undefined>;
  body: ChatRequest;
  usage: {
    prompt_tokens: number;
    completion_tokens: number;
    total_tokens: number;
    prompt_tokens_details: {
      cached_tokens: number;
    };
  };
};
export type Answerer = (item: StandInItem, names: string[]) => string | null;
export type ReceiptAnswer = Record<string, string | null>;
export type ReceiptAnswerer = (text: string, fieldNames: string[]) => ReceiptAnswer;
export type OpenAiStandIn = {
  /**
   * base URL for OPENAI_BASE_URL, e.g. http://127.0.0.1:4020/v1
   */
  url: string;
  /**
   * every chat completion received, oldest first
   */
  requests: RecordedChat[];
  /**
   * replaces the keyword table (null restores it)
   */
  answerWith: (answer: Answerer | null) => void;
  /**
   * answers receipt readings (null restores the default reading)
   */
  answerReceiptWith: (answer: ReceiptAnswerer | null) => void;
  /**
   * the next `count` requests answer `status` (default 500) with OpenAI's error for it (a 429 is rate_limit_exceeded unless `code` says insufficient_quota)
   */
  failNext: (count: number, status?: number, code?: 'rate_limit_exceeded' | 'insufficient_quota') => void;
  /**
   * token totals so far
   */
  totals: () => {
    prompt: number;
    cached: number;
    completion: number;
    requests: number;
  };
  /**
   * forgets requests, totals, pending failures and the prompt cache
   */
  reset: () => void;
  stop: () => Promise<void>;
};
