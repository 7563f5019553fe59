import { Calibration, type CalibrationSample, fitCalibration } from './calibration';

const rows = (basis: string, raw: number, right: number, wrong: number): CalibrationSample[] => [
  ...Array.from({ length: right }, () => ({ basis, raw, right: true })),
  ...Array.from({ length: wrong }, () => ({ basis, raw, right: false })),
];

describe('calibration', () => {
  it('gives each basis a confidence no higher than the precision it measured', () => {
    const table = fitCalibration([...rows('rule:specific', 1, 490, 10), ...rows('rule:generic', 1, 90, 10)], 'test');
    const calibration = new Calibration(table);
    expect(calibration.confidence('rule:specific', 1)).toBeLessThanOrEqual(0.98);
    expect(calibration.confidence('rule:specific', 1)).toBeGreaterThan(0.95);
    expect(calibration.confidence('rule:generic', 1)).toBeLessThan(0.9);
  });

  it('does not trust a basis measured on a handful of rows, even a perfect one', () => {
    const table = fitCalibration([...rows('cue:refund', 1, 400, 0), ...rows('cue:lease', 1, 4, 0)], 'test');
    const calibration = new Calibration(table);
    expect(calibration.confidence('cue:lease', 1)).toBeLessThan(0.9);
    expect(calibration.confidence('cue:refund', 1)).toBeGreaterThan(0.98);
    expect(calibration.confidence('cue:refund', 1)).toBeLessThan(1);
  });

  it('rises with the raw score where precision rises, and never falls', () => {
    const samples = [...rows('model', 0.4, 30, 30), ...rows('model', 0.7, 45, 15), ...rows('model', 0.95, 99, 1), ...rows('model', 0.99, 60, 2)];
    const calibration = new Calibration(fitCalibration(samples, 'test'));
    const at = [0.3, 0.4, 0.6, 0.7, 0.9, 0.95, 0.99, 1].map((raw) => calibration.confidence('model', raw));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(calibration.confidence('model', 0.4)).toBeLessThan(0.5);
    expect(calibration.confidence('model', 0.99)).toBeGreaterThan(0.9);
  });

  it("gives a basis it never measured less than its source's precision, and keeps raw scores without a table", () => {
    const table = fitCalibration(rows('cue:refund', 1, 200, 0), 'test');
    expect(new Calibration(table).confidence('cue:something-new', 1)).toBeLessThan(0.8);
    expect(new Calibration(null).confidence('cue:refund', 0.42)).toBe(0.42);
  });

  it('ships a table fitted on the tuning split with every source in it', () => {
    const shipped = new Calibration();
    for (const basis of ['memory:staff', 'rule:specific', 'model', 'ai:agree']) {
      const confidence = shipped.confidence(basis, 0.99);
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThan(1);
    }
  });
});
