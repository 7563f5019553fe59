import { Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { type AiUsageResponse, type CategoryInput } from '@ledgerleaf/contracts';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { CategoriesService } from '../categories/categories.service';
import { UsersService } from '../users/users.service';
import { CategoryMapper } from './engine/category-mapper';
import { type EngineRow, isConfident, type MemoryEntry, OfflineEngine, type RowResult } from './engine/engine';
import { merchantKey } from './engine/normalizer';
import { AiTokenUsageRepository, type MonthUsage } from './ai-token-usage.repository';
import { AiUsageMetrics } from './ai-usage.metrics';
import { MemorySource } from './entities/merchant-memory.entity';
import { MerchantMemoryRepository } from './merchant-memory.repository';
import { type AiItem, OpenAiAdapter, type StructuredRequest } from './openai.adapter';

export type { EngineRow, RowResult } from './engine/engine';
export { merchantKey } from './engine/normalizer';

/** Unique merchants per OpenAI request. */
export const AI_BATCH_SIZE = 40;
/** Memory examples put in the (stable) prompt prefix. */
const AI_EXAMPLES = 12;

export interface CategorizeOptions {
  /** Ask OpenAI for the rows left below the threshold (default: when configured). */
  ai?: boolean;
  /** Called with 0..1 as the work advances. */
  onProgress?: (fraction: number) => Promise<void> | void;
  /** The client's first and last name, for the owner's own e-Transfers (default: read from the user when they have system categories). */
  owner?: readonly string[];
}

export interface LearnItem {
  name: string;
  merchantName?: string | null;
  /** A category name of the user (matched in any case) or of the upload. */
  category: string;
}

let sharedEngine: OfflineEngine | null = null;
/** Trained once per process (knowledge file + calibration), on first use. */
export function offlineEngine(): OfflineEngine {
  return (sharedEngine ??= new OfflineEngine());
}

/** A row of the books (the ledger) as the engine takes it: the bank's category hint (Plaid's personal-finance one when present), or a CSV row's own category. */
export function engineRowOfLedgerEntry(tx: {
  source: string;
  name: string;
  merchantName: string | null;
  amount: string;
  date: string;
  category: string | null;
  bankCategory: string[] | null;
}): EngineRow {
  return {
    name: tx.name,
    merchantName: tx.merchantName,
    amount: tx.amount,
    date: tx.date,
    bankCategory: tx.bankCategory ?? (tx.source === 'csv' ? tx.category : null),
  };
}

const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/**
 * The categorization engine, one service for CSV uploads and (later) monthly reports.
 * For each row: a category from the given list or none, a confidence 0..1 and a source.
 * Cheapest first: memory → cues and knowledge rules → offline classifier → OpenAI for what
 * is still unsure (unique merchants, batched, within the client's monthly token cap). Every
 * confidence is calibrated per source (engine/calibration.ts).
 */
@Injectable()
export class CategorizationService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Categorization');

  constructor(
    private readonly memory: MerchantMemoryRepository,
    private readonly tokenUsage: AiTokenUsageRepository,
    private readonly openai: OpenAiAdapter,
    private readonly config: AppConfig,
    private readonly categories: CategoriesService,
    // Optional: the benches build this service by hand, without metrics.
    @Optional() private readonly usageMetrics?: AiUsageMetrics,
    // Optional for the same reason: without it no e-Transfer is read as the owner's.
    @Optional() private readonly users?: UsersService,
  ) {}

  /** Trains the offline model at start-up, not on the first upload. */
  onApplicationBootstrap(): void {
    offlineEngine();
  }

  get aiConfigured(): boolean {
    return this.openai.configured && this.config.openai.monthlyTokenCap > 0;
  }

  async categorize(userId: number, rows: readonly EngineRow[], categories: readonly CategoryInput[], options: CategorizeOptions = {}): Promise<RowResult[]> {
    const mapper = new CategoryMapper(categories);
    const memory = await this.memoryOf(userId);
    const owner = options.owner ?? (await this.ownerOf(userId, categories));
    const results = offlineEngine().categorize(rows, mapper, memory, owner);
    await options.onProgress?.(0.3);
    if ((options.ai ?? true) && this.aiConfigured && mapper.names.length > 0) {
      await this.askAi(userId, rows, results, mapper, memory, options);
    }
    await options.onProgress?.(1);
    return results;
  }

  /** The client's first and last name when they have an owner's category to put an e-Transfer in (a staff upload's page-only list has none). */
  private async ownerOf(userId: number, categories: readonly CategoryInput[]): Promise<string[]> {
    if (!this.users || !categories.some((c) => c.type === 'BALANCE_SHEET')) return [];
    const user = await this.users.findById(userId);
    return user ? [user.firstName, user.lastName] : [];
  }

  /** A bookkeeper's correction: the strongest memory, above everything the engine guessed. */
  learnFromStaff(userId: number, items: readonly LearnItem[]): Promise<number> {
    return this.learn(userId, items, MemorySource.STAFF);
  }

  /** The client's own feedback examples (recategorize). */
  learnFromFeedback(userId: number, items: readonly LearnItem[]): Promise<number> {
    return this.learn(userId, items, MemorySource.FEEDBACK);
  }

  /** The client's answer to a question from their bookkeeper: their own word, as strong as their feedback. */
  learnFromClient(userId: number, items: readonly LearnItem[]): Promise<number> {
    return this.learn(userId, items, MemorySource.CLIENT);
  }

  /** The categories of a report staff approved; `em`: the transaction that records the approval's step as done. */
  learnFromApproval(userId: number, items: readonly LearnItem[], em?: EntityManager): Promise<number> {
    return this.learn(userId, items, MemorySource.APPROVED, em);
  }

  /**
   * What the client's people said: staff corrections, feedback, answers, approved work. Memory refers
   * to category ids (the categories module gives them, one query per call), so renames follow;
   * a name the client has no category for is kept with no id.
   */
  private async learn(userId: number, items: readonly LearnItem[], source: MemorySource, em?: EntityManager): Promise<number> {
    const byKey = new Map<string, string>();
    for (const item of items) {
      const key = merchantKey(item.name, item.merchantName);
      const category = item.category.trim().slice(0, 100);
      if (key && category) byKey.set(key, category);
    }
    const categoryIds = await this.categories.idsByName(userId, [...byKey.values()]);
    for (const [key, category] of byKey) {
      await this.memory.remember(userId, key, categoryIds.get(category) ?? null, category, source, em);
    }
    return byKey.size;
  }

  /** Tokens used this month by the client. */
  usageThisMonth(userId: number): Promise<MonthUsage> {
    return this.tokenUsage.ofMonth(userId, currentMonth());
  }

  /** The console's view of the month: tokens used against AI_MONTHLY_TOKEN_CAP (prompt + completion, as the cap counts). */
  async usageAgainstCap(userId: number): Promise<AiUsageResponse> {
    const usage = await this.usageThisMonth(userId);
    return { month: currentMonth(), ...usage, totalTokens: usage.promptTokens + usage.completionTokens, monthlyTokenCap: this.config.openai.monthlyTokenCap };
  }

  /** The client's memory, each entry under its category's current name (the name it was learned under when the category is gone). */
  private async memoryOf(userId: number): Promise<Map<string, MemoryEntry>> {
    const [rows, names] = await Promise.all([this.memory.entriesOf(userId), this.categories.namesById(userId)]);
    return new Map(
      rows.map((r) => [
        r.merchant_key,
        {
          merchantKey: r.merchant_key,
          categoryName: (r.category_id !== null ? names.get(r.category_id) : undefined) ?? r.category_name,
          source: r.source,
          count: r.count,
        },
      ]),
    );
  }

  private async askAi(
    userId: number,
    rows: readonly EngineRow[],
    results: RowResult[],
    mapper: CategoryMapper,
    memory: ReadonlyMap<string, MemoryEntry>,
    options: CategorizeOptions,
  ): Promise<void> {
    // unique merchants still unsure; memory entries (including earlier AI answers) are never asked again
    const unsure = new Map<string, { item: AiItem; indexes: number[] }>();
    results.forEach((r, i) => {
      if (isConfident(r) || !r.merchantKey || memory.has(r.merchantKey)) return;
      const k = `${r.direction}|${r.merchantKey}`;
      const entry = unsure.get(k) ?? { item: { id: String(unsure.size + 1), text: r.merchantKey, direction: r.direction }, indexes: [] };
      entry.indexes.push(i);
      unsure.set(k, entry);
    });
    if (unsure.size === 0) return;
    const examples = [...memory.values()]
      .filter((m) => m.source !== 'ai' && mapper.own(m.categoryName))
      .sort((a, b) => b.count - a.count || a.merchantKey.localeCompare(b.merchantKey))
      .slice(0, AI_EXAMPLES)
      .map((m) => ({ merchant: m.merchantKey, category: mapper.own(m.categoryName)! }));
    const revenue = mapper.namesOfType('REVENUE');
    const expense = mapper.namesOfType('EXPENSE');
    const entries = [...unsure.values()];
    const learned: LearnItem[] = [];
    for (let start = 0; start < entries.length; start += AI_BATCH_SIZE) {
      if (await this.capReached(userId)) {
        this.logger.warn(`User ${userId} reached the monthly AI token cap; the offline results stand for ${entries.length - start} merchant(s)`);
        break;
      }
      const batch = entries.slice(start, start + AI_BATCH_SIZE);
      try {
        const answer = await this.openai.categorize({ revenue, expense, examples, items: batch.map((b) => b.item) });
        await this.recordUsage(userId, answer.usage);
        for (const { item, indexes } of batch) {
          const category = answer.categories.get(item.id) ?? null;
          if (!category) continue;
          for (const i of indexes) {
            const offline = results[i];
            // calibrated like the offline steps (scripts/calibrate-categorize.mjs): agreeing with the offline answer is worth more than either alone
            const basis = !offline.category ? 'ai:alone' : offline.category === category ? 'ai:agree' : 'ai:disagree';
            const confidence = offlineEngine().confidenceOf(basis, basis === 'ai:agree' ? offline.confidence : 1);
            results[i] = { ...offline, category, source: 'ai', basis, confidence };
          }
          learned.push({ name: item.text, category });
        }
      } catch (error) {
        this.logger.error(`OpenAI request failed; keeping the offline results: ${(error as Error).message}`);
        break;
      }
      await options.onProgress?.(0.3 + (0.7 * Math.min(start + AI_BATCH_SIZE, entries.length)) / entries.length);
    }
    // a merchant is asked once: the answers go into memory (as AI answers, below anything a person said)
    if (learned.length) await this.learn(userId, learned, MemorySource.AI);
  }

  /** Whether the client's tokens this month (prompt + completion) reached AI_MONTHLY_TOKEN_CAP: no more requests for them. */
  private async capReached(userId: number): Promise<boolean> {
    const usage = await this.usageThisMonth(userId);
    return usage.promptTokens + usage.completionTokens >= this.config.openai.monthlyTokenCap;
  }

  /**
   * One structured request for another module (a receipt's reading), under the same rules as
   * categorization: only when OpenAI is configured, within the client's monthly token cap,
   * its tokens counted against it. Null when AI is off, the cap is reached, the model refused
   * or the request failed: the caller keeps its offline answer.
   */
  async askWithinCap(userId: number, request: StructuredRequest): Promise<string | null> {
    if (!this.aiConfigured) return null;
    if (await this.capReached(userId)) {
      this.logger.warn(`User ${userId} reached the monthly AI token cap; the offline ${request.name} stands`);
      return null;
    }
    try {
      const answer = await this.openai.structured(request);
      await this.recordUsage(userId, answer.usage);
      return answer.content;
    } catch (error) {
      this.logger.error(`OpenAI ${request.name} request failed; keeping the offline answer: ${(error as Error).message}`);
      return null;
    }
  }

  private async recordUsage(userId: number, usage: { promptTokens: number; cachedTokens: number; completionTokens: number }): Promise<void> {
    await this.tokenUsage.add(userId, currentMonth(), usage);
    this.usageMetrics?.record(usage);
  }
}
