import { EXPORT_MESSAGES } from '@ledgerleaf/contracts';
import { parseExportPeriod } from './export-period';

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
