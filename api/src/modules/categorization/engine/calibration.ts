import calibrationFile from './calibration.json';

/**
 * How the engine reached a row's category, the unit of calibration:
 * `memory:staff` | `memory:person` (feedback, answers to questions, approved work) | `memory:near` (a longer or shorter
 * key), `cue:<name>` (cues.ts), `rule:specific` | `rule:generic` (the knowledge file), `model`
 * (the offline classifier), `ai:agree` | `ai:disagree` | `ai:alone` (OpenAI beside the offline
 * answer, or with none) | `ai:remembered` (an earlier AI answer kept in memory). The part
 * before the colon is the source; a basis the table lacks takes its source's row (the
 * source's precision as if measured on PRIOR_ROWS rows).
 */
export type Basis = string;

/** Per basis: [highest raw score, calibrated confidence] steps, raw ascending. */
export interface CalibrationTable {
  method: string;
  fittedOn: string;
  /** Each step a pair [highest raw score, calibrated confidence] (JSON has no tuples). */
  cells: Record<Basis, number[][]>;
}

export interface CalibrationSample {
  basis: Basis;
  /** The step's own score: the classifier's probability, the rule's agreement with it, a memory's count. */
  raw: number;
  right: boolean;
}

/** Weight (in rows) of the family's precision in each cell's estimate: a cell seen 5 times is not 100 % sure. */
const PRIOR_ROWS = 10;
/** One-sided 95 %: a calibrated 0.9 is right at least 9 times in 10 unless the tuning split was unlucky. */
const Z = 1.645;
/** Fewest tuning rows in one step of a cell's table. */
const MIN_STEP_ROWS = 20;

const family = (basis: Basis) => basis.split(':')[0];
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The Wilson lower bound of a cell's precision, its counts shrunk toward its family's precision (never 1 from a finite sample). */
function lowerBound(right: number, n: number, prior: number): number {
  const rows = n + PRIOR_ROWS;
  const p = (right + PRIOR_ROWS * prior) / rows;
  const z2 = Z * Z;
  return Math.max(0, (p + z2 / (2 * rows) - Z * Math.sqrt((p * (1 - p)) / rows + z2 / (4 * rows * rows))) / (1 + z2 / rows));
}

/**
 * Fits the table on labelled rows (the tuning split only): per basis, rows sorted by raw
 * score in steps of at least MIN_STEP_ROWS, pooled unless precision rises with the score
 * (isotonic, pool-adjacent-violators), each step's confidence the shrunk lower bound
 * of its precision; steps never decrease as the raw score rises.
 */
export function fitCalibration(samples: readonly CalibrationSample[], fittedOn: string): CalibrationTable {
  const byBasis = new Map<Basis, CalibrationSample[]>();
  const families = new Map<string, { right: number; n: number }>();
  for (const s of samples) {
    byBasis.set(s.basis, [...(byBasis.get(s.basis) ?? []), s]);
    const f = families.get(family(s.basis)) ?? { right: 0, n: 0 };
    f.right += Number(s.right);
    f.n++;
    families.set(family(s.basis), f);
  }
  const cells: CalibrationTable['cells'] = {};
  // a basis never measured (a new cue, say) is trusted as its source over PRIOR_ROWS rows, no more
  for (const [name, f] of families) cells[name] = [[1, round3(lowerBound(0, 0, f.right / f.n))]];
  for (const [basis, list] of [...byBasis].sort(([a], [b]) => a.localeCompare(b))) {
    const f = families.get(family(basis))!;
    const sorted = [...list].sort((a, b) => a.raw - b.raw);
    // steps of at least MIN_STEP_ROWS rows, never splitting equal raw scores
    let steps: { upper: number; right: number; n: number }[] = [];
    for (const s of sorted) {
      const last = steps[steps.length - 1];
      if (last && (last.n < MIN_STEP_ROWS || last.upper === s.raw)) {
        last.upper = s.raw;
        last.right += Number(s.right);
        last.n++;
      } else steps.push({ upper: s.raw, right: Number(s.right), n: 1 });
    }
    if (steps.length > 1 && steps[steps.length - 1].n < MIN_STEP_ROWS) {
      const tail = steps.pop()!;
      Object.assign(steps[steps.length - 1], { upper: tail.upper, right: steps[steps.length - 1].right + tail.right, n: steps[steps.length - 1].n + tail.n });
    }
    // pool adjacent violators
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i + 1 < steps.length; i++) {
        // equal precision pools too: a step is only as sure as the rows it has
        if (steps[i].right / steps[i].n >= steps[i + 1].right / steps[i + 1].n) {
          steps[i] = { upper: steps[i + 1].upper, right: steps[i].right + steps[i + 1].right, n: steps[i].n + steps[i + 1].n };
          steps.splice(i + 1, 1);
          changed = true;
        }
      }
    }
    steps = steps.map((s, i) => ({ ...s, upper: i === steps.length - 1 ? 1 : s.upper }));
    const table = steps.map((s) => [s.upper, round3(lowerBound(s.right, s.n, f.right / f.n))]);
    // a bound can dip where a step is small: keep the table non-decreasing, erring low
    for (let i = table.length - 2; i >= 0; i--) table[i][1] = Math.min(table[i][1], table[i + 1][1]);
    // neighbouring steps with the same confidence are one step
    cells[basis] = table.filter((step, i) => i === table.length - 1 || step[1] !== table[i + 1][1]);
  }
  return {
    method: `isotonic steps of >= ${MIN_STEP_ROWS} rows per basis; one-sided Wilson lower bound (z = ${Z}) of precision, shrunk toward the family with ${PRIOR_ROWS} rows`,
    fittedOn,
    cells,
  };
}

/** Raw step scores → calibrated confidence, from the table fitted on the tuning split (calibration.json). */
export class Calibration {
  constructor(private readonly table: CalibrationTable | null = calibrationFile) {}

  /** Without a table (fitting), or for a basis it lacks and whose family it lacks, the raw score stands. */
  confidence(basis: Basis, raw: number): number {
    const steps = this.table?.cells[basis] ?? this.table?.cells[family(basis)];
    if (!steps?.length) return raw;
    return (steps.find(([upper]) => raw <= upper) ?? steps[steps.length - 1])[1];
  }
}
