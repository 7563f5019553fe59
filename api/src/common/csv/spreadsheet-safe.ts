/**
 * The one rule for text cells of every CSV we write. A cell that starts with = + - @ (or a
 * tab/CR that a spreadsheet strips first) is run as a formula by Excel, Numbers and
 * LibreOffice. Prefix such text with a quote so it shows as text (OWASP "CSV injection"). Numbers are written as numbers and left alone:
 * call this for text cells only.
 */
export function spreadsheetSafeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
