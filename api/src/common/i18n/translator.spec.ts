import { catalogueMismatches, formatDate, formatMoney, formatMonthName, formatPercent, localeFromAcceptLanguage } from '@ledgerleaf/contracts';
import { requestLocale } from './request-locale';
import { translate } from './translator';

// Intl writes French thousands and the space before "$" with (narrow) no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('translations (issue 31)', () => {
  it('every catalogue key has an English and a French text with the same variables', () => {
    expect(catalogueMismatches()).toEqual([]);
  });

  it('finds a key missing in one language and a variable that differs', () => {
    const problems = catalogueMismatches({
      probe: { 'en-CA': { a: 'A {{n}}', b: 'B' }, 'fr-CA': { a: 'A {{m}}', c: 'C' } },
    } as never);
    expect(problems).toEqual(['probe:b has no French text', 'probe:c has no English text', 'probe:a interpolates {n} in English but {m} in French']);
  });

  it('renders a key per locale, English as the fallback', () => {
    expect(translate('en-CA', 'common:languageName')).toBe('English');
    expect(translate('fr-CA', 'common:languageName')).toBe('Français');
  });

  it('formats money, dates and percentages with Intl for en-CA and fr-CA', () => {
    expect(plain(formatMoney('1234.56', 'fr-CA'))).toBe('1 234,56 $');
    expect(formatMoney('1234.56', 'en-CA')).toBe('$1,234.56');
    expect(formatMoney('-0.5', 'en-CA')).toBe('-$0.50');
    expect(formatDate('2026-10-31', 'fr-CA', 'long')).toBe('31 octobre 2026');
    expect(formatDate('2026-10-31', 'en-CA', 'long')).toBe('October 31, 2026');
    expect(formatDate('2026-10-31T23:30:00Z', 'en-CA', 'iso')).toBe('2026-10-31');
    expect(formatMonthName(2026, 10, 'fr-CA')).toBe('octobre 2026');
    expect(plain(formatPercent(0.13, 'fr-CA'))).toBe('13 %');
    expect(formatPercent(0.13, 'en-CA')).toBe('13%');
  });

  it('picks the language of a request: Accept-Language by q-value, then the person, then English', () => {
    expect(localeFromAcceptLanguage('de-DE, en;q=0.5, fr-FR;q=0.9')).toBe('fr-CA');
    expect(localeFromAcceptLanguage('de, es')).toBeNull();
    expect(requestLocale({ headers: { 'accept-language': 'fr-CA' }, user: { locale: 'en-CA' } })).toBe('fr-CA');
    expect(requestLocale({ headers: {}, user: { locale: 'fr-CA' } })).toBe('fr-CA');
    expect(requestLocale({ headers: { 'accept-language': 'de' } })).toBe('en-CA');
  });
});
