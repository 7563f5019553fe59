// French column names of bank exports (issue 31, point 4): Quebec banks and credit unions
// write "Date", "Description", "Retrait", "Dépôt", "Solde", "Montant", "Débit", "Crédit",
// "Libellé", "Date de l'opération"… Import-free, shared by the head reader and the mapping.

/**
 * A header cell as names are compared: trimmed, lower case, accents and the BOM dropped,
 * typographic apostrophes as ', blanks collapsed ("Date de l’Opération " → "date de l'operation").
 */
export function foldHeader(cell: string): string {
  let text = cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
  // only names with letters beyond ASCII pay for the decomposition
  if (/[^\x20-\x7e]/.test(text)) {
    text = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\u2018\u2019\u02bc`´]/g, "'");
  }
  return text.replace(/\s+/g, ' ');
}

/** Folded names of each canonical column, most specific first. */
export const FRENCH_HEADER_NAMES = {
  date: [
    "date de l'operation",
    "date d'operation",
    'date operation',
    'date de transaction',
    'date de la transaction',
    'date transaction',
    "date d'inscription",
    'date comptable',
    'date',
  ],
  name: ['libelle', "libelle de l'operation", "description de l'operation", 'description', 'details', 'detail', 'operation', 'beneficiaire'],
  amount: ['montant', 'montant ($)', 'montant (cad)', 'montant cad', 'montant de la transaction'],
  debit: ['debit', 'debits', 'retrait', 'retraits', 'sortie', 'sorties'],
  credit: ['credit', 'credits', 'depot', 'depots', 'entree', 'entrees'],
  balance: ['solde', 'solde ($)', 'solde courant'],
} as const;

/** Folded names only French headers use (Date and Description are the same in both languages). */
const FRENCH_ONLY = new Set([
  'montant',
  'montant ($)',
  'montant (cad)',
  'libelle',
  'retrait',
  'retraits',
  'depot',
  'depots',
  'solde',
  'solde ($)',
  'categorie',
  "date de l'operation",
  "date d'operation",
  'date de transaction',
  'date de la transaction',
  "date d'inscription",
  'beneficiaire',
  'sortie',
  'sorties',
  'entree',
  'entrees',
]);

/** Whether a header record is written in French: a French-only name, or an accented one (Débit, Crédit). */
export function isFrenchHeader(cells: readonly string[]): boolean {
  return cells.some((c) => FRENCH_ONLY.has(foldHeader(c)) || /[àâçéèêëîïôûùüÿœ]/i.test(c));
}

/** The index of the column `name` names in `columns`, compared folded; -1 when none does. */
export function columnIndexByName(columns: readonly string[], name: string): number {
  const wanted = foldHeader(name);
  return columns.findIndex((c) => foldHeader(c) === wanted);
}
