import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES as M } from '@ledgerleaf/contracts';
import { parseAmount, parseEditRequestForm, parseSubmissionForm } from './submission-form';

const row = (overrides: Record<string, unknown> = {}) => ({
  transactionDate: '2026-10-14',
  transactionName: 'Staples',
  province: 'on',
  amount: '42.5',
  ...overrides,
});
const form = (overrides: Record<string, unknown> = {}) => ({ summaryName: 'October receipts', manualTransactions: JSON.stringify([row()]), ...overrides });

describe('parseAmount', () => {
  it('keeps amounts as two-decimal strings, never floats, after removing $, commas and spaces', () => {
    expect(parseAmount('$1,234.5')).toEqual({ ok: true, value: '1234.50' });
    expect(parseAmount('0.1')).toEqual({ ok: true, value: '0.10' });
    expect(parseAmount(7)).toEqual({ ok: true, value: '7.00' });
  });

  it('tells a negative or zero amount from a malformed one and from one over eight digits', () => {
    expect(parseAmount('-5')).toEqual({ ok: false, message: M.amountPositive });
    expect(parseAmount('0.00')).toEqual({ ok: false, message: M.amountPositive });
    expect(parseAmount('1.234')).toEqual({ ok: false, message: M.amountInvalid });
    expect(parseAmount('123456789')).toEqual({ ok: false, message: M.amountTooLarge });
    expect(parseAmount(Number.NaN)).toEqual({ ok: false, message: M.amountPositive });
  });
});

describe('parseSubmissionForm', () => {
  it('accepts a form with one document, upper-casing the province and trimming the names', () => {
    const parsed = parseSubmissionForm(form({ summaryName: '  October receipts ' }), 1);
    expect(parsed).toEqual({
      ok: true,
      value: {
        summaryName: 'October receipts',
        manualTransactions: [{ transactionDate: '2026-10-14', transactionName: 'Staples', province: 'ON', amount: '42.50' }],
        additionalCategories: [],
      },
    });
  });

  it('reports every problem under its own path so the form can show each beside its field', () => {
    const parsed = parseSubmissionForm(
      {
        summaryName: '',
        manualTransactions: JSON.stringify([row({ transactionDate: '2027-02-29', province: 'XX', amount: '-3' })]),
        additionalCategories: JSON.stringify([{ type: 'asset', categoryName: '' }]),
      },
      0,
    );
    expect(parsed).toEqual({
      ok: false,
      fields: {
        summaryName: [M.summaryNameRequired],
        documents: [M.documentRequired],
        'manualTransactions.0.transactionDate': [M.transactionDateInvalid],
        'manualTransactions.0.province': [M.provinceInvalid],
        'manualTransactions.0.amount': [M.amountPositive],
        'additionalCategories.0.type': [M.categoryTypeInvalid],
        'additionalCategories.0.categoryName': [M.categoryNameRequired],
      },
    });
  });

  it('refuses a list field that is not a JSON array, and treats an empty one as none', () => {
    expect(parseSubmissionForm(form({ manualTransactions: '{"not":"a list"}' }), 1)).toEqual({
      ok: false,
      fields: { manualTransactions: [M.manualTransactionsInvalid] },
    });
    expect(parseSubmissionForm(form({ manualTransactions: '[' }), 1)).toEqual({ ok: false, fields: { manualTransactions: [M.manualTransactionsInvalid] } });
    expect(parseSubmissionForm(form({ manualTransactions: '  ' }), 1)).toMatchObject({ ok: true, value: { manualTransactions: [] } });
  });

  it('refuses more rows than the limit as one error rather than one per row', () => {
    const rows = Array.from({ length: SUBMISSION_LIMITS.maxManualTransactions + 1 }, () => row());
    expect(parseSubmissionForm(form({ manualTransactions: JSON.stringify(rows) }), 1)).toEqual({
      ok: false,
      fields: { manualTransactions: [M.tooManyTransactions] },
    });
  });

  it('refuses a summary name one character over the limit', () => {
    const parsed = parseSubmissionForm(form({ summaryName: 'x'.repeat(SUBMISSION_LIMITS.summaryNameMax + 1) }), 1);
    expect(parsed).toEqual({ ok: false, fields: { summaryName: [M.summaryNameTooLong] } });
    expect(parseSubmissionForm(form({ summaryName: 'x'.repeat(SUBMISSION_LIMITS.summaryNameMax) }), 1).ok).toBe(true);
  });
});

describe('parseEditRequestForm', () => {
  it('requires a description within its limit', () => {
    expect(parseEditRequestForm({ description: '   ' })).toEqual({ ok: false, fields: { description: [M.descriptionRequired] } });
    expect(parseEditRequestForm({ description: 'x'.repeat(SUBMISSION_LIMITS.descriptionMax + 1) })).toEqual({
      ok: false,
      fields: { description: [M.descriptionTooLong] },
    });
    expect(parseEditRequestForm({ description: ' Fix row 3 ' })).toEqual({ ok: true, value: { description: 'Fix row 3' } });
  });
});
