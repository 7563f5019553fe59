import { type CategorySource, needsReview } from '@ledgerleaf/contracts';
import { type CategoryMapper, DEFAULT_TYPE } from './category-mapper';
import { type Direction, Knowledge } from './knowledge';
import { calibratedTemperature, NaiveBayes } from './naive-bayes';
import { merchantKey } from './normalizer';

/** One transaction as any caller gives it (CSV rows now, bank transactions for reports later). */
export interface EngineRow {
  name: string;
  merchantName?: string | null;
  /** Integer cents, or a decimal string; negative means money out. */
  amount: string | number | bigint;
  /** YYYY-MM-DD (unused by the offline steps; kept for callers and the AI prompt). */
  date?: string;
  /** The bank's own category hint, e.g. Plaid's ["Food and Drink", "Restaurants"]. */
  bankCategory?: string | string[] | null;
}

export interface MemoryEntry {
  merchantKey: string;
  /** Resolved to the category's current name (memory refers to category ids). */
  categoryName: string;
  source: 'staff' | 'feedback' | 'approved' | 'ai';
  count: number;
}

export interface RowResult {
  /** One of the given categories, or null when none fits. */
  category: string | null;
  /** 0..1 */
  confidence: number;
  source: CategorySource | null;
  merchantKey: string;
  direction: Direction;
}

/** The engine's word for a row that does not need a person's review (the rule is contracts' needsReview). */
export const isConfident = (r: Pick<RowResult, 'category' | 'confidence'>) => !needsReview(r);

export function directionOf(amount: EngineRow['amount']): Direction {
  if (typeof amount === 'bigint') return amount > 0n ? 'in' : 'out';
  if (typeof amount === 'number') return amount > 0 ? 'in' : 'out';
  const text = amount.trim();
  if (/^\(.*\)$/.test(text) || text.startsWith('-')) return 'out';
  return /[1-9]/.test(text) ? 'in' : 'out';
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Knowledge-only models kept per mapping of the default categories (most clients share one or a few). */
const KNOWLEDGE_MODELS_KEPT = 16;

/**
 * The offline steps of the engine, cheapest first: normalise → memory → knowledge rule
 * (+ the amount's sign) → naive Bayes trained on the knowledge file and the user's memory.
 * Pure: the service feeds it memory and categories and adds OpenAI for the rows left unsure.
 */
export class OfflineEngine {
  private readonly temperature: number;
  /** The knowledge part of trainFor, by how the defaults map onto a user's names: training it was most of a report's categorizing. */
  private readonly knowledgeModels = new Map<string, NaiveBayes>();

  constructor(readonly knowledge: Knowledge = Knowledge.load()) {
    this.temperature = calibratedTemperature(knowledge.examples);
  }

  /**
   * A classifier over the user's own category names: knowledge mapped onto them, plus their
   * memory (weighted higher). The knowledge part depends only on where each default category
   * maps, so it is trained once per mapping and copied; the result is the model that
   * training from scratch gives. Read-only when the user has no memory: do not add to it.
   */
  trainFor(mapper: CategoryMapper, memory: ReadonlyMap<string, MemoryEntry>): NaiveBayes {
    const base = this.knowledgeModel(mapper);
    if (memory.size === 0) return base;
    const model = base.clone();
    for (const m of memory.values()) {
      const target = mapper.own(m.categoryName);
      const type = target ? mapper.typeOf(target) : undefined;
      if (target) model.add(m.merchantKey, type === 'REVENUE' ? 'in' : 'out', target, 2 + Math.min(m.count, 5));
    }
    return model;
  }

  private knowledgeModel(mapper: CategoryMapper): NaiveBayes {
    const signature = JSON.stringify([...DEFAULT_TYPE.keys()].map((name) => mapper.fromDefault(name)));
    let model = this.knowledgeModels.get(signature);
    if (model) {
      // most recently used last
      this.knowledgeModels.delete(signature);
    } else {
      model = new NaiveBayes();
      model.temperature = this.temperature;
      for (const e of this.knowledge.examples) {
        const target = mapper.fromDefault(e.category);
        if (target) model.add(e.key, e.direction, target, e.weight);
      }
      if (this.knowledgeModels.size >= KNOWLEDGE_MODELS_KEPT) this.knowledgeModels.delete(this.knowledgeModels.keys().next().value!);
    }
    this.knowledgeModels.set(signature, model);
    return model;
  }

  categorize(rows: readonly EngineRow[], mapper: CategoryMapper, memory: ReadonlyMap<string, MemoryEntry>): RowResult[] {
    const model = this.trainFor(mapper, memory);
    const nearIndex = new Map<string, MemoryEntry[]>();
    for (const m of memory.values()) {
      const first = m.merchantKey.split(' ')[0];
      nearIndex.set(first, [...(nearIndex.get(first) ?? []), m]);
    }
    const cache = new Map<string, RowResult>();
    // a month repeats its merchants: each descriptor is normalised once
    const keys = new Map<string, string>();
    return rows.map((row) => {
      const descriptor = `${row.name}\u0000${row.merchantName ?? ''}`;
      let key = keys.get(descriptor);
      if (key === undefined) {
        key = merchantKey(row.name, row.merchantName);
        keys.set(descriptor, key);
      }
      const direction = directionOf(row.amount);
      const hint = Array.isArray(row.bankCategory) ? row.bankCategory.join(' ') : (row.bankCategory ?? '');
      const cacheKey = `${direction}|${key}|${hint}`;
      let result = cache.get(cacheKey);
      if (!result) {
        result = this.one(key, direction, hint, mapper, memory, nearIndex, model);
        cache.set(cacheKey, result);
      }
      return result;
    });
  }

  private one(
    key: string,
    direction: Direction,
    hint: string,
    mapper: CategoryMapper,
    memory: ReadonlyMap<string, MemoryEntry>,
    nearIndex: ReadonlyMap<string, MemoryEntry[]>,
    model: NaiveBayes,
  ): RowResult {
    const base = { merchantKey: key, direction };
    // 1. memory: what this client's people said about this merchant wins
    const remembered = memory.get(key);
    const rememberedName = remembered && mapper.own(remembered.categoryName);
    if (remembered && rememberedName) {
      // an earlier AI answer: not asked again, but still the AI's word
      if (remembered.source === 'ai') return { ...base, category: rememberedName, confidence: 0.85, source: 'ai' };
      const confidence = remembered.source === 'staff' ? 0.99 : Math.min(0.97, 0.85 + 0.03 * remembered.count);
      return { ...base, category: rememberedName, confidence, source: 'learned' };
    }
    if (key) {
      const near = (nearIndex.get(key.split(' ')[0]) ?? []).find((m) => key.startsWith(`${m.merchantKey} `) || m.merchantKey.startsWith(`${key} `));
      const nearName = near && mapper.own(near.categoryName);
      if (near && nearName && near.merchantKey.split(' ')[0].length >= 4) return { ...base, category: nearName, confidence: 0.85, source: 'learned' };
    }

    const allowedType = direction === 'in' ? 'REVENUE' : 'EXPENSE';
    const text = hint ? `${key} ${hint.toUpperCase().replace(/[^A-Z0-9 ]+/g, ' ')}` : key;
    const allowed = new Set(mapper.namesOfType(allowedType));
    const predictions = key && model.knows(text, direction) ? model.predict(text, direction, allowed) : [];
    const top = predictions[0];

    // 2. knowledge: a known merchant, agency or bank descriptor
    const match = key ? this.knowledge.match(key, direction) : null;
    if (match) {
      let target: string | null = null;
      let confidence = match.generic ? 0.86 : 0.95;
      if (!match.oppositeDirection) target = mapper.fromDefault(match.category);
      else if (direction === 'in' && !match.generic) {
        // money back from a supplier: a refund
        target = mapper.fromDefault('Refunds/Discounts');
        confidence = 0.85;
      }
      if (target) {
        if (top?.category === target) confidence = Math.max(confidence, match.generic ? 0.93 : 0.98);
        else if (top && top.probability > 0.9) confidence -= 0.2;
        return { ...base, category: target, confidence: round(confidence), source: 'rule' };
      }
    }

    // 3. the offline classifier
    if (top) return { ...base, category: top.category, confidence: round(top.probability), source: 'ai' };
    return { ...base, category: null, confidence: 0, source: null };
  }
}
