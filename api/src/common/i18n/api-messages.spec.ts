import { interpolate, type MessageParams } from '@ledgerleaf/contracts';
import { apiMessageTexts, codeOf, messageRefOf } from './api-messages';
import { translate } from './translator';

/**
 * Texts whose French is the English on purpose: proper names and codes. Anything else the API
 * can answer with must read differently in French (issue 31, point 5: no English left to a
 * French client).
 */
const SAME_IN_FRENCH = new Set<string>([]);

/** Sample values for a text's variables: a count of 3 (1 for a "_one" form), a word otherwise. */
function sampleParams(key: string, text: string): MessageParams {
  const params: MessageParams = {};
  for (const [, name] of text.matchAll(/\{\{\s*([\w.]+)/g)) params[name] = name === 'count' ? (key.endsWith('_one') ? 1 : 3) : `«${name}»`;
  if (/_one$/.test(key)) params.count = 1;
  else if (/_other$/.test(key) && params.count === undefined) params.count = 3;
  return params;
}

describe('the messages the API answers with (issue 31)', () => {
  const texts = [...apiMessageTexts()];

  it('covers the namespaces the error filter renders', () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.map(([key]) => key)).toEqual(expect.arrayContaining(['validation:firstNameRequired', 'auth:invalidCredentials', 'monthClose:closed']));
  });

  it('has a French text for every message, different from the English unless it is a name or a code', () => {
    const same = texts
      .filter(([key, text]) => {
        const params = sampleParams(key, text);
        return translate('fr-CA', key, params) === translate('en-CA', key, params);
      })
      .map(([key]) => key)
      .filter((key) => !SAME_IN_FRENCH.has(key));
    expect(same).toEqual([]);
  });

  it('finds the key of every English text back, so that the filter can answer it in French', () => {
    const lost: string[] = [];
    for (const [key, text] of texts) {
      const params = sampleParams(key, text);
      const english = interpolate(text, params);
      const ref = messageRefOf(english);
      // Two keys may share an English text ("Current password is incorrect"): they must share the French too.
      if (!ref || translate('fr-CA', ref.key, ref.params) !== translate('fr-CA', key, params)) lost.push(`${key}: ${english}`);
    }
    expect(lost).toEqual([]);
  });

  it('gives a stable code without the namespace separator or the plural form', () => {
    expect(codeOf('auth:tooManyLoginAttempts_other')).toBe('auth.tooManyLoginAttempts');
    expect(codeOf('categorization:upload.notCsvName')).toBe('categorization.upload.notCsvName');
    expect(messageRefOf('Something nobody wrote')).toBeNull();
  });

  it('renders a plural form and a month in French', () => {
    const wait = messageRefOf('Too many failed login attempts. Please wait 5 minutes and try again, or reset your password.');
    expect(wait).toEqual({ key: 'auth:tooManyLoginAttempts', params: { count: 5 } });
    expect(translate('fr-CA', wait!.key, wait!.params)).toContain('patienter 5 minutes');
    expect(translate('fr-CA', 'monthClose:closed', { month: '2026-10' })).toBe('octobre 2026 est clôturé; demandez à votre teneur de livres de le rouvrir');
    expect(translate('en-CA', 'monthClose:closed', { month: '2026-10' })).toBe('October 2026 is closed; ask your bookkeeper to reopen it');
  });
});
