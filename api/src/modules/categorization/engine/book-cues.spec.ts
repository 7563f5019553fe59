import { type CategoryInput, DEFAULT_CATEGORIES, SYSTEM_CATEGORIES } from '@ledgerleaf/contracts';
import { bookCueOf } from './book-cues';
import { CategoryMapper } from './category-mapper';
import { type MemoryEntry, OfflineEngine } from './engine';
import { merchantKey } from './normalizer';

const defaults: CategoryInput[] = [
  ...DEFAULT_CATEGORIES.REVENUE.map((categoryName) => ({ type: 'REVENUE' as const, categoryName })),
  ...DEFAULT_CATEGORIES.EXPENSE.map((categoryName) => ({ type: 'EXPENSE' as const, categoryName })),
];
/** A client's list as CategoriesService.inputsForUser gives it: the defaults and the six system categories. */
const withSystem: CategoryInput[] = [...defaults, ...SYSTEM_CATEGORIES.map((c) => ({ type: 'BALANCE_SHEET' as const, categoryName: c.name }))];
const owner = ['Avery', 'Kowalski'];
const engine = new OfflineEngine();
const one = (name: string, amount: string, categories = withSystem, memory = new Map<string, MemoryEntry>()) =>
  engine.categorize([{ name, amount }], new CategoryMapper(categories), memory, owner)[0];

describe('book cues (issue 27, point 3)', () => {
  it('reads a credit-card payment on either side, in English and French', () => {
    for (const line of [
      'PAYMENT - THANK YOU',
      'PAYMENT RECEIVED - THANK YOU',
      'PAIEMENT - MERCI',
      'VISA PAYMENT RBC 8417',
      'PMT TO CARD 4512',
      'MASTERCARD PAYMENT',
      'AMEX PMT',
    ]) {
      expect([line, bookCueOf(line, null, 'out')?.name ?? bookCueOf(line, null, 'in')?.name]).toEqual([line, 'card-payment']);
    }
    expect(bookCueOf('BILL PAYMENT BELL CANADA', null, 'out')).toBeNull();
    expect(bookCueOf('PAYMENT TO PARKSIDE PROPERTY', null, 'out')).toBeNull();
  });

  it("takes an e-Transfer naming the owner's first and last name as a drawing (out) or a contribution (in)", () => {
    expect(bookCueOf('INTERAC E-TRANSFER TO AVERY KOWALSKI', null, 'out', owner)).toEqual({ name: 'owner-drawing', system: 'owner_drawings' });
    expect(bookCueOf('E-TRANSFER SENT Avery Kowalski', null, 'out', owner)?.system).toBe('owner_drawings');
    expect(bookCueOf('INTERAC E-TRANSFER FROM AVERY KOWALSKI', null, 'in', owner)?.system).toBe('owner_contribution');
    // someone else, a first name alone, no e-Transfer, or no owner known: not the owner's
    expect(bookCueOf('INTERAC E-TRANSFER TO AVERY SMITH', null, 'out', owner)).toBeNull();
    expect(bookCueOf('INTERAC E-TRANSFER TO KOWALSKI HARDWARE', null, 'out', owner)).toBeNull();
    expect(bookCueOf('CHEQUE 104 AVERY KOWALSKI', null, 'out', owner)).toBeNull();
    expect(bookCueOf('INTERAC E-TRANSFER TO AVERY KOWALSKI', null, 'out', [])).toBeNull();
  });

  it('reads a loan advance on money in and a principal payment on money out', () => {
    expect(bookCueOf('BDC LOAN ADVANCE 52219193', null, 'in')?.system).toBe('loan_received');
    expect(bookCueOf('RBC LOAN DEPOSIT 0042', null, 'in')?.system).toBe('loan_received');
    expect(bookCueOf('BDC LOAN ADVANCE 52219193', null, 'out')).toBeNull();
    expect(bookCueOf('LOAN PAYMENT PRINCIPAL 0042', null, 'out')?.system).toBe('loan_repayment');
    expect(bookCueOf('BDC PRINCIPAL PMT 52219193', null, 'out')?.system).toBe('loan_repayment');
    expect(bookCueOf('BDC LOAN PAYMENT 52219193', null, 'out')).toBeNull();
  });
});

describe('the engine with system categories', () => {
  it('returns the system category of a book cue, reviewed (an unmeasured cue is calibrated below 0.8)', () => {
    expect(one('PAYMENT - THANK YOU', '500.00')).toMatchObject({ category: 'Transfer between my accounts', source: 'rule', basis: 'cue:card-payment' });
    expect(one('VISA PAYMENT RBC 8417', '-500.00')).toMatchObject({ category: 'Transfer between my accounts', basis: 'cue:card-payment' });
    expect(one('INTERAC E-TRANSFER TO AVERY KOWALSKI', '-1500.00')).toMatchObject({ category: "Owner's drawings", basis: 'cue:owner-drawing' });
    expect(one('INTERAC E-TRANSFER FROM AVERY KOWALSKI', '2000.00')).toMatchObject({ category: "Owner's contribution" });
    expect(one('BDC LOAN ADVANCE 52219193', '22704.54')).toMatchObject({ category: 'Loan received' });
    expect(one('LOAN PAYMENT PRINCIPAL 0042', '-850.00')).toMatchObject({ category: 'Loan repayment (principal)' });
    expect(one('VISA PAYMENT RBC 8417', '-500.00').confidence).toBeLessThan(0.8);
  });

  it('leaves a client without the system categories as before (the bench passes only income and expense)', () => {
    expect(one('VISA PAYMENT RBC 8417', '-3175.48', defaults).category).not.toBe('Transfer between my accounts');
    expect(one('BDC LOAN ADVANCE 00613102', '29096.26', defaults).category).not.toBe('Loan received');
    expect(one('VISA PAYMENT RBC 8417', '-3175.48', defaults).basis).not.toBe('cue:card-payment');
  });

  it('learns a system category from memory like any other, before the cues', () => {
    const key = merchantKey('E-TRANSFER TO JORDAN LEE');
    const memory = new Map<string, MemoryEntry>([[key, { merchantKey: key, categoryName: "Owner's drawings", source: 'staff', count: 1 }]]);
    expect(one('E-TRANSFER TO JORDAN LEE', '-300.00', withSystem, memory)).toMatchObject({ category: "Owner's drawings", basis: 'memory:staff' });
    const visa = merchantKey('VISA PAYMENT RBC 8417');
    const staffSaid = new Map<string, MemoryEntry>([[visa, { merchantKey: visa, categoryName: 'Loan Payments', source: 'staff', count: 1 }]]);
    expect(one('VISA PAYMENT RBC 8417', '-500.00', withSystem, staffSaid)).toMatchObject({ category: 'Loan Payments', basis: 'memory:staff' });
  });
});
