import type { Response } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isRowId } from '../../database/columns';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';

/** The list request of ra-data-simple-rest: `?sort=["id","ASC"]&range=[0,24]&filter={"q":"x"}`. */
export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListQuery<F extends string> {
  sortField: F;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

export const MAX_PAGE = 1000;

function parseJson(name: string, raw: string, example: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new DomainException(DomainErrorKind.INVALID, `${name} must be JSON, for example ${name}=${example}`);
  }
}

export function parseListQuery<F extends string>(raw: RawListQuery, sortable: readonly F[], defaultSort: F): ListQuery<F> {
  let sortField = defaultSort;
  let sortOrder: 'ASC' | 'DESC' = 'ASC';
  if (raw.sort) {
    const sort = parseJson('sort', raw.sort, '["id","ASC"]');
    if (!Array.isArray(sort) || !sortable.includes(sort[0] as F) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw new DomainException(DomainErrorKind.INVALID, `sort must be [field, "ASC"|"DESC"] with field one of: ${sortable.join(', ')}`);
    }
    sortField = sort[0] as F;
    sortOrder = String(sort[1]).toUpperCase() as 'ASC' | 'DESC';
  }
  let skip = 0;
  let take = 25;
  if (raw.range) {
    const range = parseJson('range', raw.range, '[0,24]');
    const [start, end] = Array.isArray(range) ? range : [];
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end - start >= MAX_PAGE) {
      throw new DomainException(DomainErrorKind.INVALID, `range must be [start, end] with 0 <= start <= end and at most ${MAX_PAGE} rows`);
    }
    skip = start;
    take = end - start + 1;
  }
  let filter: Record<string, unknown> = {};
  if (raw.filter) {
    const parsed = parseJson('filter', raw.filter, '{"q":"text"}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new DomainException(DomainErrorKind.INVALID, 'filter must be a JSON object');
    }
    filter = parsed as Record<string, unknown>;
  }
  return { sortField, sortOrder, skip, take, filter };
}

/** `Content-Range: users 0-24/137`, which ra-data-simple-rest reads for the total. */
export function setContentRange(res: Response, resource: string, skip: number, count: number, total: number): void {
  const end = count === 0 ? skip : skip + count - 1;
  res.setHeader('Content-Range', `${resource} ${skip}-${end}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** `%text%` for ILIKE, with the pattern characters the text itself contains escaped. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** react-admin's getMany sends `filter={"id":[1,2]}`; a list without a valid id matches nothing. */
export function whereIdIn(qb: SelectQueryBuilder<ObjectLiteral>, alias: string, raw: unknown[]): void {
  const ids = raw.map(Number).filter(isRowId);
  qb.andWhere(ids.length ? `${alias}.id IN (:...ids)` : 'FALSE', { ids });
}
