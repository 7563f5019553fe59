import { type CategorySource, needsReview } from '@ledgerleaf/contracts';
import type { MemorySource } from '../entities/merchant-memory.entity';
import { type Basis, Calibration } from './calibration';
import { type CategoryMapper, DEFAULT_TYPE } from './category-mapper';
import { bookCueOf, systemCategoryName } from './book-cues';
import { cueOf } from './cues';
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
  source: MemorySource;
  count: number;
}

export interface RowResult {
  /** One of the given categories, or null when none fits. */
  category: string | null;
  /** 0..1 */
  confidence: number;
  source: CategorySource | null;
  /** How the engine reached it, the unit its confidence is calibrated on (calibration.ts); undefined without a category. */
  basis?: Basis;
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
 * The offline steps of the engine, cheapest first: normalise → memory (of the money's
 * direction) → book cues (book-cues.ts: a card payment, the owner's e-Transfer, a loan) → cues (cues.ts: refund, payout, lease, municipal water…) → knowledge rule →
 * naive Bayes trained on the knowledge file and the user's memory. Each step's raw score
 * becomes a confidence through the table fitted on the tuning split (calibration.ts).
 * Pure: the service feeds it memory and categories and adds OpenAI for the rows left unsure.
 */
export class OfflineEngine {
  private readonly temperature: number;
  private readonly calibration: Calibration;
  /** The knowledge part of trainFor, by how the defaults map onto a user's names: training it was most of a report's categorizing. */
  private readonly knowledgeModels = new Map<string, NaiveBayes>();

  /** `calibration` null: raw step scores, for fitting the table (scripts/calibrate-categorize.mjs). */
  constructor(
    readonly knowledge: Knowledge = Knowledge.load(),
    calibration: Calibration | null = new Calibration(),
  ) {
    this.calibration = calibration ?? new Calibration(null);
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
      // a system category (a transfer, a drawing) is found by memory and the book cues, never by the classifier
      if (target && type !== 'BALANCE_SHEET') model.add(m.merchantKey, type === 'REVENUE' ? 'in' : 'out', target, 2 + Math.min(m.count, 5));
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

  /** The calibrated confidence of a step's raw score (the service's OpenAI step uses it too). */
  confidenceOf(basis: Basis, raw: number): number {
    return round(this.calibration.confidence(basis, raw));
  }

  /** `owner`: the client's first and last name, for the e-Transfers between the owner and the business (book-cues.ts). */
  categorize(rows: readonly EngineRow[], mapper: CategoryMapper, memory: ReadonlyMap<string, MemoryEntry>, owner: readonly string[] = []): RowResult[] {
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
      // a book cue reads the bank's own words, which the merchant key may have cut ("PAYMENT - THANK YOU")
      const bookCue = bookCueOf(row.name, row.merchantName, direction, owner);
      const bookTarget = bookCue ? mapper.own(systemCategoryName(bookCue.system)) : null;
      const book = bookCue && bookTarget && mapper.typeOf(bookTarget) === 'BALANCE_SHEET' ? { name: bookCue.name, category: bookTarget } : null;
      const cacheKey = `${direction}|${key}|${hint}|${book?.name ?? ''}`;
      let result = cache.get(cacheKey);
      if (!result) {
        result = this.one(key, direction, hint, mapper, memory, nearIndex, model, book);
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
    book: { name: string; category: string } | null = null,
  ): RowResult {
    const answer = (category: string | null, source: CategorySource | null, basis: Basis | undefined, raw: number): RowResult => ({
      merchantKey: key,
      direction,
      category,
      source,
      basis,
      confidence: category && basis ? this.confidenceOf(basis, raw) : 0,
    });
    // an expense category a person chose for money out says nothing about money coming back
    const fits = (name: string | null) => name !== null && !(direction === 'in' && mapper.typeOf(name) === 'EXPENSE');

    // 1. memory: what this client's people said about this merchant wins
    const remembered = memory.get(key);
    const rememberedName = remembered ? mapper.own(remembered.categoryName) : null;
    if (remembered && fits(rememberedName)) {
      // an earlier AI answer: not asked again, but still the AI's word
      if (remembered.source === 'ai') return answer(rememberedName, 'ai', 'ai:remembered', 0.85);
      if (remembered.source === 'staff') return answer(rememberedName, 'learned', 'memory:staff', 0.99);
      // the client's answer to a question is shown as theirs; calibrated as any person's word
      const shownAs = remembered.source === 'client' ? 'client' : 'learned';
      return answer(rememberedName, shownAs, 'memory:person', Math.min(0.97, 0.85 + 0.03 * remembered.count));
    }
    if (key) {
      const near = (nearIndex.get(key.split(' ')[0]) ?? []).find((m) => key.startsWith(`${m.merchantKey} `) || m.merchantKey.startsWith(`${key} `));
      const nearName = near ? mapper.own(near.categoryName) : null;
      if (near && fits(nearName) && near.merchantKey.split(' ')[0].length >= 4) return answer(nearName, 'learned', 'memory:near', 0.85);
    }

    // 2. book cues: money moving on the balance sheet (a card payment, the owner's e-Transfer, a loan), not income or expense
    if (book) return answer(book.category, 'rule', `cue:${book.name}`, 1);

    const allowedType = direction === 'in' ? 'REVENUE' : 'EXPENSE';
    const text = hint ? `${key} ${hint.toUpperCase().replace(/[^A-Z0-9 ]+/g, ' ')}` : key;
    const allowed = new Set(mapper.namesOfType(allowedType));
    const predictions = key && model.knows(text, direction) ? model.predict(text, direction, allowed) : [];
    const probabilityOf = (name: string) => predictions.find((p) => p.category === name)?.probability ?? 0;

    // 3. cues (refund, payout, lease, municipal water), then the knowledge file's merchants and agencies
    const match = key ? this.knowledge.match(key, direction) : null;
    const cue = key ? cueOf(key, direction, match) : null;
    const cueTarget = cue && mapper.fromDefault(cue.category);
    if (cue && cueTarget) return answer(cueTarget, 'rule', `cue:${cue.name}`, probabilityOf(cueTarget));
    const ruleTarget = match && !match.oppositeDirection ? mapper.fromDefault(match.category) : null;
    if (match && ruleTarget) return answer(ruleTarget, 'rule', match.generic ? 'rule:generic' : 'rule:specific', probabilityOf(ruleTarget));

    // 4. the offline classifier
    const top = predictions[0];
    if (top) return answer(top.category, 'ai', 'model', top.probability);
    return answer(null, null, undefined, 0);
  }
}
