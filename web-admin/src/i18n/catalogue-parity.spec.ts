import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { CATALOGUES, createI18nProvider } from './i18n-provider';

type Tree = { [key: string]: unknown };

/** Every leaf of a catalogue as "a.b.c" → text. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
  }
  return out;
};

/** The %{name} variables of a text (polyglot's interpolation), sorted, each once. */
const variables = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

// ra-language-french writes these without the resource's name ("Aucun résultat"), as French needs
// the noun's gender to agree; react-admin's own packages, not ours.
const UPSTREAM_FRENCH_WITHOUT_NAME = [
  'ra.message.bulk_delete_content',
  'ra.message.bulk_update_content',
  'ra.message.delete_content',
  'ra.navigation.no_filtered_results',
  'ra.navigation.no_results',
];

const english = leaves(en as unknown as Tree);
const french = leaves(fr as unknown as Tree);

describe('the console catalogues (issue 31, point 5)', () => {
  it('have the same keys in English and in French', () => {
    const missingInFrench = [...english.keys()].filter((key) => !french.has(key));
    const missingInEnglish = [...french.keys()].filter((key) => !english.has(key));
    expect({ missingInFrench, missingInEnglish }).toEqual({ missingInFrench: [], missingInEnglish: [] });
  });

  it('use the same interpolation variables in both languages', () => {
    const mismatched = [...english]
      .filter(([key]) => !UPSTREAM_FRENCH_WITHOUT_NAME.includes(key))
      .filter(([key, text]) => french.has(key) && variables(text).join() !== variables(french.get(key)!).join())
      .map(([key, text]) => `${key}: en ${variables(text).join()} / fr ${variables(french.get(key)!).join()}`);
    expect(mismatched).toEqual([]);
  });

  it('translate the console’s own texts (no French text left equal to a long English one)', () => {
    // A short word may be the same in both ("Notes", "Total"); a sentence that is still English is a miss.
    const untranslated = [...english]
      .filter(([key, text]) => key.startsWith('ledgerleaf.') && text.includes(' ') && text.length > 12 && french.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('answer in the chosen language, English by default', async () => {
    const provider = createI18nProvider();
    expect(provider.getLocale()).toBe('en-CA');
    expect(provider.translate('ledgerleaf.layout.backToSite')).toBe('Back to site');
    await provider.changeLocale('fr-CA');
    expect(provider.translate('ledgerleaf.layout.backToSite')).toBe('Retour au site');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(Object.keys(CATALOGUES)).toEqual(['en-CA', 'fr-CA']);
  });

  it('group the digits of a count in French only, and leave ids and texts as written', async () => {
    const provider = createI18nProvider();
    expect(provider.translate('ledgerleaf.uploads.toReview', { count: 1234 })).toBe('1234 rows to review (low confidence or no category)');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 1234 })).toBe('1-25 of 1234');
    try {
      await provider.changeLocale('fr-CA');
      expect(provider.translate('ledgerleaf.uploads.toReview', { count: 1234 })).toBe('1\u00a0234 lignes à réviser (confiance faible ou sans catégorie)');
      expect(provider.translate('ledgerleaf.uploads.uploaded', { smart_count: 1234 })).toBe('CSV téléversé avec 1\u00a0234 opérations');
      expect(provider.translate('ledgerleaf.uploads.uploaded', { smart_count: 1 })).toBe('CSV téléversé avec 1 opération');
      expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1001, offsetEnd: 1025, total: 1234 })).toBe(
        '1\u00a0001-1\u00a0025 sur 1\u00a0234',
      );
      expect(provider.translate('ledgerleaf.receipts.linkedAuto', { id: 12345 })).toContain('12345');
    } finally {
      await provider.changeLocale('en-CA');
    }
  });
});
