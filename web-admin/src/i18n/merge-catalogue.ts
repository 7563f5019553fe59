import type { TranslationMessages } from 'react-admin';

type Tree = { [key: string]: string | Tree };

const mergeTrees = (target: Tree, source: Tree): Tree => {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    // Two areas giving one key a text and a group of texts would lose one of them silently.
    if (existing !== undefined && typeof existing !== typeof value) throw new Error(`Catalogue key "${key}" is both a text and a group`);
    out[key] = typeof value === 'object' && typeof existing === 'object' ? mergeTrees(existing, value) : value;
  }
  return out;
};

/** react-admin's own messages with the console's area catalogues on top (later parts win). */
export const mergeCatalogue = (base: TranslationMessages, ...parts: Tree[]): TranslationMessages =>
  parts.reduce<Tree>((all, part) => mergeTrees(all, part), base as unknown as Tree) as unknown as TranslationMessages;

export type CatalogueTree = Tree;
