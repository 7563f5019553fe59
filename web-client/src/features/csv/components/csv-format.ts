import { format, parseISO } from 'date-fns';

// The dashboard's display rules (client-spec section 9): dates like 'MMM d, yyyy', USD with 2 decimals.
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A stored decimal string, formatted without going through a float (Intl reads the string exactly). */
export const formatAmount = (amount: string) => USD.format(amount as `${number}`);

/** A calendar date (YYYY-MM-DD) or a timestamp, as 'Sep 1, 2026'. */
export const formatDisplayDate = (value: string) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'MMM d, yyyy');
};

/** Size as the upload card shows it: kilobytes with one decimal. */
export const formatFileSize = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
