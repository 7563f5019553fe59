import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A client's OpenAI tokens in one month. */
export interface MonthUsage {
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
  requests: number;
}

/** OpenAI tokens used per client and month (ai_token_usage), what the monthly cap counts. */
@Injectable()
export class AiTokenUsageRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The client's usage in `month` (YYYY-MM); zeros when there is none. */
  async ofMonth(userId: number, month: string): Promise<MonthUsage> {
    const [row] = await this.db.query(
      `SELECT prompt_tokens::float8 AS p, cached_tokens::float8 AS c, completion_tokens::float8 AS o, requests FROM ai_token_usage WHERE user_id = $1 AND month = $2`,
      [userId, month],
    );
    return { promptTokens: row?.p ?? 0, cachedTokens: row?.c ?? 0, completionTokens: row?.o ?? 0, requests: row?.requests ?? 0 };
  }

  /** Adds one request's tokens to the client's month. */
  async add(userId: number, month: string, usage: Omit<MonthUsage, 'requests'>): Promise<void> {
    await this.db.query(
      `INSERT INTO ai_token_usage (user_id, month, requests, prompt_tokens, cached_tokens, completion_tokens) VALUES ($1, $2, 1, $3, $4, $5)
       ON CONFLICT (user_id, month) DO UPDATE SET requests = ai_token_usage.requests + 1,
         prompt_tokens = ai_token_usage.prompt_tokens + EXCLUDED.prompt_tokens,
         cached_tokens = ai_token_usage.cached_tokens + EXCLUDED.cached_tokens,
         completion_tokens = ai_token_usage.completion_tokens + EXCLUDED.completion_tokens,
         updated_at = now()`,
      [userId, month, usage.promptTokens, usage.cachedTokens, usage.completionTokens],
    );
  }
}
