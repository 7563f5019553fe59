import knowledgeFile from '../knowledge/canadian-merchants.json';
import { merchantKey } from './normalizer';

export type Direction = 'in' | 'out';

interface KnowledgeGroup {
  category: string;
  when: 'in' | 'out' | 'any';
  /** Phrases that say how money came (CASH DEPOSIT), not who paid: rules of the generic tier. */
  weak?: boolean;
  phrases: string[];
  words: string[];
}

export interface KnowledgeMatch {
  /** A default category name. */
  category: string;
  phrase: string;
  /** True when the phrase is also generic vocabulary ("FEE", "RENT"): a weaker rule. */
  generic: boolean;
  /** The phrase belongs to the other direction (e.g. money back from a supplier). */
  oppositeDirection: boolean;
}

interface Phrase {
  tokens: string[];
  text: string;
  category: string;
  when: 'in' | 'out' | 'any';
  generic: boolean;
}

/** A labelled training example for the classifier: text → default category. */
export interface TrainingExample {
  key: string;
  category: string;
  direction: Direction;
  weight: number;
}

/**
 * The knowledge file shipped with the project (knowledge/canadian-merchants.json):
 * Canadian merchants, agencies and bank descriptors → the 16 default categories.
 */
export class Knowledge {
  private readonly phrases: Phrase[] = [];
  private readonly byFirstToken = new Map<string, Phrase[]>();
  readonly examples: TrainingExample[] = [];

  constructor(groups: KnowledgeGroup[]) {
    const vocabulary = new Set(groups.flatMap((g) => g.words.map((w) => w.toUpperCase())));
    for (const group of groups) {
      const directions: Direction[] = group.when === 'any' ? ['in', 'out'] : [group.when];
      for (const raw of group.phrases) {
        const text = merchantKey(raw) || raw.toUpperCase();
        // "OFFICE 365" normalises to the generic "OFFICE": not a rule worth having
        if (text.split(' ').length < raw.split(/\s+/).length && vocabulary.has(text)) continue;
        const phrase: Phrase = {
          tokens: text.split(' '),
          text,
          category: group.category,
          when: group.when,
          generic: Boolean(group.weak) || vocabulary.has(text),
        };
        this.phrases.push(phrase);
        const list = this.byFirstToken.get(phrase.tokens[0]) ?? [];
        list.push(phrase);
        this.byFirstToken.set(phrase.tokens[0], list);
        for (const direction of directions) this.examples.push({ key: text, category: group.category, direction, weight: 1 });
      }
      for (const word of group.words) {
        for (const direction of directions) this.examples.push({ key: word.toUpperCase(), category: group.category, direction, weight: 0.5 });
      }
    }
  }

  /** The file shipped with the project. */
  static load(): Knowledge {
    return new Knowledge(knowledgeFile.groups as KnowledgeGroup[]);
  }

  /** Default category names the file maps to. */
  get categories(): string[] {
    return [...new Set(this.phrases.map((p) => p.category))];
  }

  /**
   * The best phrase found as whole words in the key: the longest (in words, then
   * characters), then the earliest. A phrase of the row's direction beats one of the other.
   */
  match(key: string, direction: Direction): KnowledgeMatch | null {
    const tokens = key.split(' ').filter(Boolean);
    let best: { phrase: Phrase; at: number; opposite: boolean } | null = null;
    for (let at = 0; at < tokens.length; at++) {
      for (const phrase of this.byFirstToken.get(tokens[at]) ?? []) {
        if (phrase.tokens.length > tokens.length - at) continue;
        if (!phrase.tokens.every((t, i) => tokens[at + i] === t)) continue;
        const opposite = phrase.when !== 'any' && phrase.when !== direction;
        if (!best || better(phrase, at, opposite, best)) best = { phrase, at, opposite };
      }
    }
    if (!best) return null;
    return { category: best.phrase.category, phrase: best.phrase.text, generic: best.phrase.generic, oppositeDirection: best.opposite };
  }
}

function better(p: Phrase, at: number, opposite: boolean, best: { phrase: Phrase; at: number; opposite: boolean }): boolean {
  if (opposite !== best.opposite) return !opposite;
  if (p.generic !== best.phrase.generic) return !p.generic;
  if (p.tokens.length !== best.phrase.tokens.length) return p.tokens.length > best.phrase.tokens.length;
  if (at !== best.at) return at < best.at;
  return p.text.length > best.phrase.text.length;
}
