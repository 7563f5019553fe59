import { isValidBusinessNumber, normalizeGstHstNumber } from '@ledgerleaf/contracts';
import { fiscalYearContaining, isIsoDay, periodContaining, periodsBetween, periodStatus, type PeriodRules } from './filing-periods';

const rules = (
  frequency: PeriodRules['frequency'],
  taxYearEnd = '12-31',
  businessStructure: PeriodRules['businessStructure'] = 'corporation',
): PeriodRules => ({
  frequency,
  taxYearEnd,
  businessStructure,
});

describe('GST/HST filing periods', () => {
  it('makes monthly periods due one month after their end', () => {
    expect(periodContaining('2026-01-17', rules('monthly'))).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      dueDate: '2026-02-28',
      paymentDueDate: '2026-02-28',
    });
    expect(periodContaining('2028-01-31', rules('monthly')).dueDate).toBe('2028-02-29');
  });

  it('makes quarters that end on the fiscal year end, due one month after', () => {
    expect(periodContaining('2026-08-14', rules('quarterly'))).toEqual({
      start: '2026-07-01',
      end: '2026-09-30',
      dueDate: '2026-10-31',
      paymentDueDate: '2026-10-31',
    });
    expect(periodContaining('2026-05-10', rules('quarterly', '03-31'))).toMatchObject({ start: '2026-04-01', end: '2026-06-30', dueDate: '2026-07-31' });
    expect(periodContaining('2026-02-01', rules('quarterly', '01-31'))).toMatchObject({ start: '2026-02-01', end: '2026-04-30', dueDate: '2026-05-31' });
  });

  it('makes annual periods due three months after the year end', () => {
    expect(periodContaining('2026-08-01', rules('annual', '06-30'))).toEqual({
      start: '2026-07-01',
      end: '2027-06-30',
      dueDate: '2027-09-30',
      paymentDueDate: '2027-09-30',
    });
    expect(periodContaining('2026-08-01', rules('annual'))).toMatchObject({
      start: '2026-01-01',
      end: '2026-12-31',
      dueDate: '2027-03-31',
      paymentDueDate: '2027-03-31',
    });
  });

  it('gives a sole proprietor with a December 31 year end June 15 to file and April 30 to pay', () => {
    expect(periodContaining('2026-03-03', rules('annual', '12-31', 'sole_proprietor'))).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
      dueDate: '2027-06-15',
      paymentDueDate: '2027-04-30',
    });
    expect(periodContaining('2026-03-03', rules('annual', '06-30', 'sole_proprietor')).dueDate).toBe('2026-09-30');
    expect(periodContaining('2026-03-03', rules('quarterly', '12-31', 'sole_proprietor')).dueDate).toBe('2026-04-30');
  });

  it('lists the periods from the first activity to today, newest first', () => {
    expect(periodsBetween('2026-02-10', '2026-08-14', rules('quarterly')).map((p) => p.start)).toEqual(['2026-07-01', '2026-04-01', '2026-01-01']);
    expect(periodsBetween('2026-08-01', '2026-08-14', rules('monthly')).map((p) => p.start)).toEqual(['2026-08-01']);
  });

  it('tells a period in progress, one to file and one past its due date apart', () => {
    const q3 = periodContaining('2026-08-14', rules('quarterly'));
    expect(periodStatus(q3, '2026-09-30')).toBe('in_progress');
    expect(periodStatus(q3, '2026-10-31')).toBe('due');
    expect(periodStatus(q3, '2026-11-01')).toBe('past_due');
  });

  it('finds the fiscal year of a day', () => {
    expect(fiscalYearContaining('2026-02-01', rules('quarterly', '03-31'))).toEqual({ start: '2025-04-01', end: '2026-03-31' });
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDay('2026-07-01')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-7-1')).toBe(false);
  });
});

describe('GST/HST account numbers', () => {
  it('checks the business number with the Luhn digit', () => {
    expect(isValidBusinessNumber('123456782')).toBe(true);
    expect(isValidBusinessNumber('123456789')).toBe(false);
    expect(isValidBusinessNumber('12345678')).toBe(false);
  });

  it('takes a BN with its RT program account, spaced or not, and refuses anything else', () => {
    expect(normalizeGstHstNumber('123456782 RT 0001')).toBe('123456782RT0001');
    expect(normalizeGstHstNumber('123456782rt0001')).toBe('123456782RT0001');
    expect(normalizeGstHstNumber('123456789RT0001')).toBeNull();
    expect(normalizeGstHstNumber('123456782RC0001')).toBeNull();
    expect(normalizeGstHstNumber('123456782RT001')).toBeNull();
    expect(normalizeGstHstNumber('123456782')).toBeNull();
  });
});
