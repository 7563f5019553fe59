import { MONTH_CLOSE_LIMITS, MONTH_CLOSE_MESSAGES } from '@ledgerleaf/contracts';
import type { UserRateLimitRule } from './user-rate-limit.guard';

/**
 * One per-client window for the routes that change the books and so rebuild reports (issue
 * 28): duplicate and transfer decisions, a CSV account joining or leaving the books, an
 * answer to a question. Staff are not limited (UserRateLimitGuard).
 */
export const BOOKS_CHANGES_LIMIT: UserRateLimitRule = {
  name: 'books-changes',
  ...MONTH_CLOSE_LIMITS.booksChangesPerHour,
  message: MONTH_CLOSE_MESSAGES.tooManyBooksChanges,
};
