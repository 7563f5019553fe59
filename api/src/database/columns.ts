import { ColumnOptions } from 'typeorm';

/** Money as the specification states it: numeric(10,2), read back as a decimal string. */
export const MONEY: ColumnOptions = { type: 'numeric', precision: 10, scale: 2 };
