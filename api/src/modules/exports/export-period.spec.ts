import { EXPORT_MESSAGES } from '@ledgerleaf/contracts';
import { parseExportPart, parseExportPeriod } from './export-period';

describe('parseExportPeriod', () => {
  it('accepts a month, a quarter, a year and a leap year plus a day', () => {
    expect(parseExportPeriod({ from: '2026-09-01', to: '2026-09-30' })).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(parseExportPeriod({ from: '2026-07-01', to: '2026-09-30' }).to).toBe('2026-09-30');
    expect(parseExportPeriod({ from: '2026-01-01', to: '2026-12-31' }).from).toBe('2026-01-01');
    expect(parseExportPeriod({ from: '2024-01-01', to: '2025-01-01' }).to).toBe('2025-01-01');
    expect(parseExportPeriod({ from: '2026-05-05', to: '2026-05-05' }).to).toBe('2026-05-05');
  });

  it('names the field that is not a YYYY-MM-DD day', () => {
    expect(() => parseExportPeriod({ to: '2026-01-01' })).toThrow(EXPORT_MESSAGES.dateFormat('from'));
    expect(() => parseExportPeriod({ from: '2026-1-01', to: '2026-01-01' })).toThrow(EXPORT_MESSAGES.dateFormat('from'));
    expect(() => parseExportPeriod({ from: '2026-01-01', to: '2026-02-30' })).toThrow(EXPORT_MESSAGES.dateFormat('to'));
    expect(() => parseExportPeriod({ from: '2026-01-01', to: ['2026-02-01', '2026-03-01'] })).toThrow(EXPORT_MESSAGES.dateFormat('to'));
  });

  it('refuses from after to, and more than a year plus a day', () => {
    expect(() => parseExportPeriod({ from: '2026-02-01', to: '2026-01-31' })).toThrow(EXPORT_MESSAGES.fromAfterTo);
    expect(() => parseExportPeriod({ from: '2025-01-01', to: '2026-01-03' })).toThrow(EXPORT_MESSAGES.rangeTooLong);
    expect(() => parseExportPeriod({ from: '2024-01-01', to: '2025-01-02' })).toThrow(EXPORT_MESSAGES.rangeTooLong);
  });
});

describe('parseExportPart', () => {
  it('reads a part from 1, none when absent, and refuses anything else with a 400 naming the rule', () => {
    expect(parseExportPart({})).toBeNull();
    expect(parseExportPart({ part: '1' })).toBe(1);
    expect(parseExportPart({ part: '12' })).toBe(12);
    for (const part of ['0', '-1', '1.5', 'two', '', '01', '9999999', ['1', '2']]) expect(() => parseExportPart({ part })).toThrow(EXPORT_MESSAGES.partFormat);
  });
});
