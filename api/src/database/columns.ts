import { ColumnOptions } from 'typeorm';

/** Money as the specification states it: numeric(10,2), read back as a decimal string. */
export const MONEY: ColumnOptions = { type: 'numeric', precision: 10, scale: 2 };

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row (and would make the query fail). */
export const MAX_ROW_ID = 2_147_483_647;

export const isRowId = (value: number): boolean => Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;

/** An id from a URL path segment: the row id it names, or 0 (names no row) for anything but 1 to 10 digits. */
export const rowIdFromPath = (segment: string): number => (/^\d{1,10}$/.test(segment) ? Number(segment) : 0);
