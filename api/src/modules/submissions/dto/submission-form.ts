import { CategoryType, USER_CATEGORY_TYPES, isProvinceCode, SUBMISSION_LIMITS, SUBMISSION_MESSAGES as M, type ProvinceCode } from '@ledgerleaf/contracts';
import type { FieldErrors } from '../../../common/validation/validation-failed.exception';

export interface ManualTransactionRow {
  transactionDate: string;
  transactionName: string;
  province: ProvinceCode;
  /** numeric(10,2) decimal string. */
  amount: string;
}

export interface AdditionalCategoryRow {
  type: CategoryType;
  categoryName: string;
}

export interface SubmissionForm {
  summaryName: string;
  manualTransactions: ManualTransactionRow[];
  additionalCategories: AdditionalCategoryRow[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** A JSON list field of the multipart form: absent or empty means none. */
function jsonList(raw: unknown): unknown[] | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return [];
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Amount as typed: a positive decimal with at most two places, as a decimal string (never a float). */
export function parseAmount(raw: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const value = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : text(raw).replace(/[$,\s]/g, '');
  if (value === '') return { ok: false, message: M.amountPositive };
  if (/^-/.test(value)) return { ok: false, message: M.amountPositive };
  if (/^\d{9,}(\.\d*)?$/.test(value)) return { ok: false, message: M.amountTooLarge };
  if (!AMOUNT.test(value)) return { ok: false, message: M.amountInvalid };
  const [whole, fraction = ''] = value.split('.');
  const normalized = `${BigInt(whole)}.${(fraction + '00').slice(0, 2)}`;
  if (normalized === '0.00') return { ok: false, message: M.amountPositive };
  return { ok: true, value: normalized };
}

function add(fields: FieldErrors, path: string, message: string): void {
  (fields[path] ??= []).push(message);
}

/**
 * The fields of POST /api/submissions, checked with the spec's messages. Each problem
 * is reported under its path (`manualTransactions.0.province`), so the form can show it.
 */
export function parseSubmissionForm(body: Record<string, unknown>, documentCount: number): Parsed<SubmissionForm> {
  const fields: FieldErrors = {};
  const summaryName = text(body.summaryName);
  if (!summaryName) add(fields, 'summaryName', M.summaryNameRequired);
  else if (summaryName.length > SUBMISSION_LIMITS.summaryNameMax) add(fields, 'summaryName', M.summaryNameTooLong);
  if (documentCount < 1) add(fields, 'documents', M.documentRequired);

  const manualTransactions: ManualTransactionRow[] = [];
  const rawTransactions = jsonList(body.manualTransactions);
  if (!rawTransactions) add(fields, 'manualTransactions', M.manualTransactionsInvalid);
  else if (rawTransactions.length > SUBMISSION_LIMITS.maxManualTransactions) add(fields, 'manualTransactions', M.tooManyTransactions);
  else {
    rawTransactions.forEach((row, i) => {
      const path = `manualTransactions.${i}`;
      if (!row || typeof row !== 'object' || Array.isArray(row)) return add(fields, path, M.manualTransactionsInvalid);
      const r = row as Record<string, unknown>;
      const transactionDate = text(r.transactionDate);
      if (!transactionDate) add(fields, `${path}.transactionDate`, M.transactionDateRequired);
      else if (!isRealDate(transactionDate)) add(fields, `${path}.transactionDate`, M.transactionDateInvalid);
      const transactionName = text(r.transactionName);
      if (!transactionName) add(fields, `${path}.transactionName`, M.transactionNameRequired);
      else if (transactionName.length > SUBMISSION_LIMITS.transactionNameMax) add(fields, `${path}.transactionName`, M.transactionNameTooLong);
      const province = text(r.province).toUpperCase();
      if (!province) add(fields, `${path}.province`, M.provinceRequired);
      else if (!isProvinceCode(province)) add(fields, `${path}.province`, M.provinceInvalid);
      const amount = parseAmount(r.amount);
      if (!amount.ok) add(fields, `${path}.amount`, amount.message);
      if (amount.ok && isProvinceCode(province)) manualTransactions.push({ transactionDate, transactionName, province, amount: amount.value });
    });
  }

  const additionalCategories: AdditionalCategoryRow[] = [];
  const rawCategories = jsonList(body.additionalCategories);
  if (!rawCategories) add(fields, 'additionalCategories', M.additionalCategoriesInvalid);
  else if (rawCategories.length > SUBMISSION_LIMITS.maxAdditionalCategories) add(fields, 'additionalCategories', M.tooManyCategories);
  else {
    rawCategories.forEach((row, i) => {
      const path = `additionalCategories.${i}`;
      if (!row || typeof row !== 'object' || Array.isArray(row)) return add(fields, path, M.additionalCategoriesInvalid);
      const r = row as Record<string, unknown>;
      const type = text(r.type).toUpperCase() as CategoryType;
      if (!(USER_CATEGORY_TYPES as readonly string[]).includes(type)) add(fields, `${path}.type`, M.categoryTypeInvalid);
      const categoryName = text(r.categoryName);
      if (!categoryName) add(fields, `${path}.categoryName`, M.categoryNameRequired);
      else if (categoryName.length > SUBMISSION_LIMITS.categoryNameMax) add(fields, `${path}.categoryName`, M.categoryNameTooLong);
      additionalCategories.push({ type, categoryName });
    });
  }

  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, value: { summaryName, manualTransactions, additionalCategories } };
}

/** POST /api/submissions/{id}/edit-request: a description. */
export function parseEditRequestForm(body: Record<string, unknown>): Parsed<{ description: string }> {
  const description = text(body.description);
  if (!description) return { ok: false, fields: { description: [M.descriptionRequired] } };
  if (description.length > SUBMISSION_LIMITS.descriptionMax) return { ok: false, fields: { description: [M.descriptionTooLong] } };
  return { ok: true, value: { description } };
}
