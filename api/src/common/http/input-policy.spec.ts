import { ArgumentMetadata } from '@nestjs/common';
import { isAcceptedDate } from '@ledgerleaf/contracts';
import { jsonNestsDeeperThan, TextRulePipe } from './input-policy';

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['[[]]', 1, true],
    ['[[]]', 2, false],
    ['{"a":{"b":[1,{"c":2}]}}', 4, false],
    ['{"a":{"b":[1,{"c":2}]}}', 3, true],
    ['[1],[2],[3]', 1, false],
  ])('%s with a limit of %i → %s', (json, max, expected) => {
    expect(jsonNestsDeeperThan(json, max)).toBe(expected);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ q: `[[[[ "{{{{" \\ [[[[` }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[[","b":[[]]}', 2)).toBe(true);
  });

  it('scans 10,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`), 32)).toBe(true);
  });
});

describe('TextRulePipe', () => {
  const pipe = new TextRulePipe();
  const meta = (type: ArgumentMetadata['type'], data?: string): ArgumentMetadata => ({ type, data });

  it('names the route parameter, body field or query key', () => {
    expect(() => pipe.transform('1\u0000', meta('param', 'id'))).toThrow('id contains an invalid character');
    expect(() => pipe.transform({ summaryName: 'x\ud800' }, meta('body'))).toThrow('summaryName contains an invalid character');
    expect(() => pipe.transform({ sort: '\u001b' }, meta('query'))).toThrow('sort contains an invalid character');
  });

  it('passes good values through unchanged and leaves custom decorators alone', () => {
    const body = { question: 'Line one\nline two' };
    expect(pipe.transform(body, meta('body'))).toBe(body);
    expect(pipe.transform('42', meta('param', 'id'))).toBe('42');
    const user = { firstName: '\u0000' };
    expect(pipe.transform(user, meta('custom'))).toBe(user);
  });
});

describe('isAcceptedDate (the one date rule)', () => {
  it.each(['1900-01-01', '2026-12-31', '2028-02-29', '9999-12-31'])('accepts %s', (date) => expect(isAcceptedDate(date)).toBe(true));
  it.each([
    '0000-01-01',
    '1899-12-31',
    '2026-02-30',
    '2027-02-29',
    '10000-01-01',
    '99999-01-01',
    '2026-1-01',
    ' 2026-01-01',
    '2026-01-01T00:00:00Z',
    '',
    null,
    20260101,
  ])('refuses %j', (date) => expect(isAcceptedDate(date)).toBe(false));
});
