/** A stored row as the canonical download writes it. */
export interface CanonicalRow {
  date: string;
  name: string;
  amount: string;
  currency: string;
  category: string | null;
  confidence: number | null;
  source: string | null;
}
