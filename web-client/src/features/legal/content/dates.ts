const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "27 December 2024" (how the contracts write the terms' effective date) → "2024-12-27", for the Intl formatters. */
export function isoOfEnglishDate(text: string): string {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text.trim());
  const month = match ? ENGLISH_MONTHS.indexOf(match[2]) + 1 : 0;
  if (!match || month === 0) throw new Error(`Not a date written as "27 December 2024": ${text}`);
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}
