import { expect, type Page } from '@playwright/test';

/** A catalogue namespace of the SPA as its locale files export it. */
export type Tree = { [key: string]: string | Tree };
export type Namespace = { 'en-CA': Tree; 'fr-CA': Tree };

/** Every text of a catalogue tree, by its dotted key. */
export const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
};

/**
 * The English texts of the namespaces that read differently in French, cut at their {{variables}}:
 * parts of at least `minLength` characters (and of two words or more with `phrasesOnly`, where the
 * client's own single-word category and account names could match).
 */
export function englishOnly(namespaces: Namespace[], { minLength = 6, phrasesOnly = false } = {}): string[] {
  return namespaces.flatMap((ns) => {
    const fr = leaves(ns['fr-CA']);
    return [...leaves(ns['en-CA'])]
      .filter(([key, text]) => fr.get(key) !== text)
      .flatMap(([, text]) => text.split(/\{\{\w+(?:, *\w+)?\}\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= minLength && (!phrasesOnly || /\s/.test(part)));
  });
}

/** None of `texts` is on the page. */
export async function expectNoEnglish(page: Page, texts: string[]): Promise<void> {
  const visible = await page.locator('body').innerText();
  expect(texts.filter((text) => visible.includes(text))).toEqual([]);
}
