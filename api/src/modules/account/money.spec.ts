import { parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1250', '1250.00'],
    ['  1,250.5 ', '1250.50'],
    ['$99.999', '100.00'],
    ['12.345', '12.35'],
    ['12.344', '12.34'],
    [1.005, '1.01'],
    [0.1, '0.10'],
    [42, '42.00'],
    ['.5', '0.50'],
    ['abc', '0.00'],
    ['', '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
    ['-0', '0.00'],
    ['99999999.99', '99999999.99'],
  ])('reads %p as %p', (input, expected) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: expected });
  });

  it('refuses negative amounts', () => {
    expect(parseMoney('-5')).toEqual({ ok: false, reason: 'negative' });
    expect(parseMoney(-0.01)).toEqual({ ok: false, reason: 'negative' });
  });

  it('refuses amounts numeric(10,2) cannot hold', () => {
    expect(parseMoney('100000000')).toEqual({ ok: false, reason: 'too-large' });
    expect(parseMoney(1e25)).toEqual({ ok: false, reason: 'too-large' });
  });
});
