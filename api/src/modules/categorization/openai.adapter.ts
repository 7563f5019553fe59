import { Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { AppConfig } from '../../config/app-config';

export interface AiItem {
  /** Our id for the item within the request ("1", "2", …). */
  id: string;
  /** What the model sees: a merchant key, or a raw descriptor. */
  text: string;
  direction: 'in' | 'out';
}

export interface AiRequest {
  /** The user's category names, revenue and expense, in a stable order. */
  revenue: string[];
  expense: string[];
  /** A few merchants this client's people already categorized. */
  examples: { merchant: string; category: string }[];
  items: AiItem[];
}

export interface AiUsage {
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
}

export interface AiAnswer {
  /** id → one of the given names, or null (none fits, or the model answered something else). */
  categories: Map<string, string | null>;
  usage: AiUsage;
}

/** A request answered in a strict JSON schema: the instructions, the user's message, the schema and its name. */
export interface StructuredRequest {
  name: string;
  system: string;
  user: string;
  schema: Record<string, unknown>;
}

export interface StructuredAnswer {
  /** The model's JSON text; null when it refused. */
  content: string | null;
  usage: AiUsage;
}

/** The strict JSON schema of the answer: each id with a category from the list, or null. */
export function answerSchema(names: string[]): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['results'],
    properties: {
      results: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'category'],
          properties: {
            id: { type: 'string' },
            category: { type: ['string', 'null'], enum: [...names, null] },
          },
        },
      },
    },
  };
}

/**
 * Reads the model's answer defensively: not JSON, a wrong shape, an unknown id or a
 * category outside the list all become "none" rather than an error or a made-up category.
 */
export function parseAnswer(content: string | null | undefined, names: readonly string[], ids: readonly string[]): Map<string, string | null> {
  const out = new Map<string, string | null>(ids.map((id) => [id, null]));
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? '');
  } catch {
    return out;
  }
  const results = (parsed as { results?: unknown })?.results;
  if (!Array.isArray(results)) return out;
  const allowed = new Set(names);
  for (const r of results) {
    if (!r || typeof r !== 'object') continue;
    const { id, category } = r as { id?: unknown; category?: unknown };
    if (typeof id !== 'string' || !out.has(id)) continue;
    out.set(id, typeof category === 'string' && allowed.has(category) ? category : null);
  }
  return out;
}

/** The instructions: identical for every request of a client (same categories, same examples), so the provider's prompt cache applies. */
export function systemPrompt(req: Pick<AiRequest, 'revenue' | 'expense' | 'examples'>): string {
  const lines = [
    "You categorize bank transactions of a Canadian small business into the business's own bookkeeping categories.",
    'Each item is a merchant or bank descriptor and the direction of money: "in" (a deposit) or "out" (a payment).',
    'Rules:',
    '- Answer only with a category from the lists below, spelled exactly as listed, or null when none fits or you are unsure.',
    '- Money in normally belongs to a revenue category; money out to an expense category. Money coming back from a supplier is a refund.',
    '- Canadian context: CRA/ARC and Revenu Québec are taxes (or other income when money comes in); Hydro, Enbridge and FortisBC are utilities; Bell, Rogers, Telus, Fido and Vidéotron are telephone and internet; Interac e-Transfers in are usually customer payments.',
    '- Return one result per item id, nothing else.',
    '',
    `Revenue categories: ${JSON.stringify(req.revenue)}`,
    `Expense categories: ${JSON.stringify(req.expense)}`,
  ];
  if (req.examples.length) {
    lines.push('', 'Examples from this business (merchant => category):');
    for (const e of req.examples) lines.push(`${e.merchant} => ${e.category}`);
  }
  return lines.join('\n');
}

/**
 * The one place that talks to OpenAI (official SDK, Chat Completions with Structured
 * Outputs). OPENAI_BASE_URL points it at the local stand-in in tests; without
 * OPENAI_API_KEY it is not configured and the engine stays offline.
 */
@Injectable()
export class OpenAiAdapter {
  private readonly logger = new Logger('OpenAI');
  private readonly client: OpenAI | null;
  readonly model: string;

  constructor(config: AppConfig) {
    const { apiKey, baseUrl, model } = config.openai;
    this.model = model;
    this.client = apiKey ? new OpenAI({ apiKey, baseURL: baseUrl, timeout: 30_000, maxRetries: 2 }) : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /** One request. Throws on transport errors (after the SDK's retries); the caller keeps its offline answers. */
  async categorize(req: AiRequest): Promise<AiAnswer> {
    const names = [...req.revenue, ...req.expense];
    const ids = req.items.map((i) => i.id);
    const answer = await this.structured({
      name: 'categorized_transactions',
      system: systemPrompt(req),
      user: JSON.stringify(req.items.map(({ id, text, direction }) => ({ id, text, money: direction }))),
      schema: answerSchema(names),
    });
    return { categories: parseAnswer(answer.content, names, ids), usage: answer.usage };
  }

  /**
   * One Chat Completions request answered in a strict JSON schema (Structured Outputs): the
   * model's JSON text (null when it refused) and the tokens. Throws on transport errors.
   */
  async structured(req: StructuredRequest): Promise<StructuredAnswer> {
    if (!this.client) throw new Error('OpenAI is not configured');
    const completion = await this.client.chat.completions.create({
      model: this.model,
      temperature: 0,
      messages: [
        { role: 'system', content: req.system },
        { role: 'user', content: req.user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: req.name, strict: true, schema: req.schema } },
    });
    const message = completion.choices[0]?.message;
    if (message?.refusal) this.logger.warn(`The model refused a ${req.name} request: ${message.refusal}`);
    const usage = completion.usage;
    return {
      content: message?.refusal ? null : (message?.content ?? null),
      usage: {
        promptTokens: usage?.prompt_tokens ?? 0,
        cachedTokens: usage?.prompt_tokens_details?.cached_tokens ?? 0,
        completionTokens: usage?.completion_tokens ?? 0,
      },
    };
  }
}
