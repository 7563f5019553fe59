import { INPUT_LIMITS, isAcceptedDate } from '@ledgerleaf/contracts';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The one validator of every date field (YYYY-MM-DD): a real calendar day from
 * 1900-01-01 to 9999-12-31. Year 0 and five-digit years would reach PostgreSQL and fail
 * there with a 500; no bookkeeping date is older than 1900.
 */
export const IsAcceptedDate = (options: ValidationOptions & { message: string }) =>
  ValidateBy(
    {
      name: 'isAcceptedDate',
      constraints: [INPUT_LIMITS.earliestDate, INPUT_LIMITS.latestDate],
      validator: { validate: (value: unknown) => isAcceptedDate(value) },
    },
    options,
  );
