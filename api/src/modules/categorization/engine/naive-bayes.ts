import type { Direction } from './knowledge';

/** Features of a merchant key: its words, character 3-grams of each word, and the direction. */
export function features(key: string, direction: Direction): string[] {
  const out: string[] = [`d:${direction}`];
  for (const word of key.split(' ').filter(Boolean)) {
    out.push(`w:${word}`);
    const padded = `^${word}$`;
    if (word.length >= 3) for (let i = 0; i + 3 <= padded.length; i++) out.push(`c:${padded.slice(i, i + 3)}`);
  }
  return out;
}

interface ClassStats {
  docs: number;
  total: number;
  counts: Map<string, number>;
}

export interface Prediction {
  category: string;
  probability: number;
}

/**
 * Multinomial naive Bayes over word and character-trigram features, with a temperature
 * that calibrates its probabilities (fitted by cross-validation, see `calibrate`).
 */
export class NaiveBayes {
  private readonly classes = new Map<string, ClassStats>();
  private readonly vocabulary = new Set<string>();
  private docs = 0;
  temperature = 1;

  constructor(private readonly alpha = 0.1) {}

  /** An independent copy in the same state: adding to it leaves this model as it was. */
  clone(): NaiveBayes {
    const copy = new NaiveBayes(this.alpha);
    for (const [category, stats] of this.classes) copy.classes.set(category, { docs: stats.docs, total: stats.total, counts: new Map(stats.counts) });
    for (const f of this.vocabulary) copy.vocabulary.add(f);
    copy.docs = this.docs;
    copy.temperature = this.temperature;
    return copy;
  }

  add(key: string, direction: Direction, category: string, weight = 1): void {
    let stats = this.classes.get(category);
    if (!stats) {
      stats = { docs: 0, total: 0, counts: new Map() };
      this.classes.set(category, stats);
    }
    stats.docs += weight;
    this.docs += weight;
    for (const f of features(key, direction)) {
      // words weigh more than single trigrams
      const w = f.startsWith('w:') ? 3 * weight : weight;
      stats.counts.set(f, (stats.counts.get(f) ?? 0) + w);
      stats.total += w;
      this.vocabulary.add(f);
    }
  }

  /** Log-scores before calibration (log prior + log likelihood), per class. */
  predictScores(key: string, direction: Direction, allowed?: ReadonlySet<string>): { category: string; score: number }[] {
    const fs = features(key, direction).filter((f) => this.vocabulary.has(f));
    const v = this.vocabulary.size;
    const scores: { category: string; score: number }[] = [];
    for (const [category, stats] of this.classes) {
      if (allowed && !allowed.has(category)) continue;
      let score = Math.log(stats.docs / this.docs);
      for (const f of fs) score += Math.log(((stats.counts.get(f) ?? 0) + this.alpha) / (stats.total + this.alpha * v));
      scores.push({ category, score });
    }
    return scores;
  }

  /** Calibrated class probabilities, best first, optionally only among `allowed` classes. */
  predict(key: string, direction: Direction, allowed?: ReadonlySet<string>): Prediction[] {
    const scores = this.predictScores(key, direction, allowed).map((s) => ({ category: s.category, score: s.score / this.temperature }));
    if (scores.length === 0) return [];
    const max = Math.max(...scores.map((s) => s.score));
    const exps = scores.map((s) => ({ category: s.category, e: Math.exp(s.score - max) }));
    const sum = exps.reduce((a, b) => a + b.e, 0);
    return exps.map((x) => ({ category: x.category, probability: x.e / sum })).sort((a, b) => b.probability - a.probability);
  }

  /** Whether the key has any feature the model has seen other than its direction. */
  knows(key: string, direction: Direction): boolean {
    return features(key, direction).some((f) => !f.startsWith('d:') && this.vocabulary.has(f));
  }
}

/**
 * Fits the temperature that minimises the negative log-likelihood of held-out examples
 * (k-fold over the training set), so that "0.9" means right about 9 times in 10.
 */
export function calibratedTemperature(
  examples: { key: string; direction: Direction; category: string; weight: number }[],
  folds = 5,
  candidates = [1, 1.5, 2, 3, 4, 6, 8, 12, 16],
): number {
  const losses = candidates.map(() => 0);
  for (let k = 0; k < folds; k++) {
    const model = new NaiveBayes();
    examples.forEach((e, i) => i % folds !== k && model.add(e.key, e.direction, e.category, e.weight));
    examples.forEach((e, i) => {
      if (i % folds !== k || e.weight < 1) return;
      // raw log-scores once; a temperature only rescales them
      const raw = model.predictScores(e.key, e.direction);
      const own = raw.find((x) => x.category === e.category);
      if (!own) return;
      candidates.forEach((t, ti) => {
        const max = Math.max(...raw.map((x) => x.score)) / t;
        const logSum = Math.log(raw.reduce((acc, x) => acc + Math.exp(x.score / t - max), 0)) + max;
        losses[ti] -= own.score / t - logSum;
      });
    });
  }
  return candidates[losses.indexOf(Math.min(...losses))];
}
