import { parseValetObservations, ValetError } from './bank-of-canada.adapter';

describe('parseValetObservations (the Valet API observations answer)', () => {
  it('takes each day and series as CAD per unit, skipping a day without the series and values that are not positive numbers', () => {
    const body = {
      terms: { url: 'https://www.bankofcanada.ca/terms/' },
      seriesDetail: { FXUSDCAD: { label: 'USD/CAD' }, FXEURCAD: { label: 'EUR/CAD' } },
      observations: [
        { d: '2026-10-08', FXUSDCAD: { v: '1.3712' }, FXEURCAD: { v: '1.5020' } },
        { d: '2026-10-09', FXUSDCAD: { v: '1.3698' } },
        { d: '2026-10-13', FXUSDCAD: { v: '' }, FXEURCAD: { v: '-1' } },
        { d: 'not a date', FXUSDCAD: { v: '1.3' } },
      ],
    };
    expect(parseValetObservations(body, ['USD', 'EUR'])).toEqual([
      { currency: 'USD', date: '2026-10-08', cadPerUnit: 1.3712 },
      { currency: 'EUR', date: '2026-10-08', cadPerUnit: 1.502 },
      { currency: 'USD', date: '2026-10-09', cadPerUnit: 1.3698 },
    ]);
  });

  it('refuses an answer of another shape (an error body, not JSON of observations)', () => {
    expect(() => parseValetObservations({ message: 'Series FXXXXCAD not found.' }, ['XXX'])).toThrow(ValetError);
    expect(() => parseValetObservations(null, ['USD'])).toThrow(ValetError);
  });
});
