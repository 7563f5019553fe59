const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "October 2026": how mails, files and the views name a report's month. */
export const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;
