/**
 * The SQLSTATE of the database's month-close guard (migration MonthClose1796030000000): a
 * statement that would change a closed month's figures. Its DETAIL is the month, YYYY-MM.
 */
export const MONTH_CLOSED_SQLSTATE = 'LL409';
