import { findInvalidText, isAcceptableText } from './text-rule';

describe('the text rule', () => {
  it.each([
    ['plain text', 'Daniel Leblanc'],
    ['accents and emoji (surrogate pairs)', 'Zoë 📒 Côté'],
    ['tab, line feed and carriage return', 'line one\r\n\tline two'],
    ['an empty string', ''],
  ])('accepts %s', (_label, text) => {
    expect(isAcceptableText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', '\u001b[31mred'],
    ['vertical tab', 'a\u000bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['an unpaired high surrogate', 'x\ud800y'],
    ['an unpaired low surrogate', 'x\udc00y'],
    ['a high surrogate at the end', 'x\ud83d'],
    ['surrogates in the wrong order', '\udcd2\ud83d'],
  ])('refuses %s', (_label, text) => {
    expect(isAcceptableText(text)).toBe(false);
  });

  it('names the first offending field, in document order, with its path', () => {
    expect(findInvalidText({ email: 'ok@x.ca', items: [{ name: 'ok' }, { name: 'b\u0000d' }], z: '\u0001' })).toBe('items[1].name');
    expect(findInvalidText({ email: 'x\ud800y' })).toBe('email');
    expect(findInvalidText('a\u0000', 'filter')).toBe('filter');
    expect(findInvalidText({ 'bad\u0000key': 1 })).toBe('a field name');
    expect(findInvalidText({ fine: ['a', 1, null, true, { deep: 'ok' }] })).toBeNull();
  });

  it('walks deep values without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20; i++) deep = [deep];
    expect(findInvalidText(deep)).toBe(`${'[0]'.repeat(20)}`);
    let tooDeep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) tooDeep = { a: tooDeep };
    expect(() => findInvalidText(tooDeep)).not.toThrow();
  });
});
