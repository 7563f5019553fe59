/**
 * The one rule for text cells of every CSV we write. A cell that starts with = + - @ (or a
 * tab/CR that a spreadsheet strips first) is run as a formula by Excel, Numbers and
 * LibreOffice. Prefix such text with a quote so it shows as text (OWASP "CSV injection"). Numbers are written as numbers and left alone:
 * call this for text cells only.
 */
export function spreadsheetSafeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A plain decimal number (`-12.50`, `+3`, `0.95`): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * The same rule for a cell whose type we do not know (a CSV someone else wrote, such as a
 * staff override): plain numbers stay numbers, any other text is made safe.
 */
export function spreadsheetSafeCell(value: string): string {
  return PLAIN_NUMBER.test(value) ? value : spreadsheetSafeText(value);
}
