import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { INPUT_LIMITS } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { isRowId } from '../../database/columns';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { findInvalidText, invalidCharacter } from '../validation/text-rule';

/** The list request of ra-data-simple-rest: `?sort=["id","ASC"]&range=[0,24]&filter={"q":"x"}`. */
export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export type SortOrder = 'ASC' | 'DESC';

export interface ListQuery<F extends string> {
  sortField: F;
  sortOrder: SortOrder;
  skip: number;
  /** Absent: every row (a list declared `wholeListWithoutRange`, asked without a range). */
  take?: number;
  filter: Record<string, unknown>;
}

export const MAX_PAGE = INPUT_LIMITS.listMaxRows;

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

const RANGE_RULE =
  `range must be [start, end] in whole numbers with 0 <= start <= end <= ${INPUT_LIMITS.listMaxOffset} ` +
  `and at most ${MAX_PAGE} rows, for example range=[0,24]`;

function parseJson(name: string, raw: unknown, example: string): unknown {
  if (typeof raw !== 'string') throw invalid(`${name} must be given once, as JSON, for example ${name}=${example}`);
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(`${name} must be JSON, for example ${name}=${example}`);
  }
}

/**
 * Reads and checks sort, range and filter. Every list goes through here, so a range no
 * database can serve (`[1e300,1e300]`, `[9223372036854775807, ...]`, fractions, negatives,
 * reversed, over MAX_PAGE rows) and filter text that breaks the text rule are a 400.
 */
export function parseListQuery<F extends string>(raw: RawListQuery, sortable: readonly F[], defaultSort: F): ListQuery<F> {
  let sortField = defaultSort;
  let sortOrder: SortOrder = 'ASC';
  if (raw.sort !== undefined && raw.sort !== '') {
    const sort = parseJson('sort', raw.sort, '["id","ASC"]');
    if (!Array.isArray(sort) || !sortable.includes(sort[0] as F) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw invalid(`sort must be [field, "ASC"|"DESC"] with field one of: ${sortable.join(', ')}`);
    }
    sortField = sort[0] as F;
    sortOrder = String(sort[1]).toUpperCase() as SortOrder;
  }
  let skip = 0;
  let take = 25;
  if (raw.range !== undefined && raw.range !== '') {
    const range = parseJson('range', raw.range, '[0,24]');
    const [start, end] = Array.isArray(range) && range.length === 2 ? range : [];
    const whole = (n: unknown): n is number => Number.isSafeInteger(n);
    if (!whole(start) || !whole(end) || start < 0 || end < start || start > INPUT_LIMITS.listMaxOffset || end - start >= MAX_PAGE) {
      throw invalid(RANGE_RULE);
    }
    skip = start;
    take = end - start + 1;
  }
  let filter: Record<string, unknown> = {};
  if (raw.filter !== undefined && raw.filter !== '') {
    const parsed = parseJson('filter', raw.filter, '{"q":"text"}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid('filter must be a JSON object');
    const bad = findInvalidText(parsed, 'filter');
    if (bad) throw invalidCharacter(bad);
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
  whereRowIdIn(qb, `${alias}.id`, 'ids', raw);
}

function whereRowIdIn(qb: SelectQueryBuilder<ObjectLiteral>, column: string, param: string, raw: unknown[]): void {
  const ids = raw.map(Number).filter(isRowId);
  qb.andWhere(ids.length ? `${column} IN (:...${param})` : 'FALSE', { [param]: ids });
}

// ---------------------------------------------------------------------------------------
// The list helper every console list uses: declare the list once, then `run` it.

/** An equality filter: `filter={"status":"pending"}` (or a list of values) → `column IN (...)`. */
export interface EqualityFilter {
  /** SQL column, qualified with the alias: `c.status`. */
  column: string;
  /** The values accepted; anything else is a 400 with `message`. */
  values: readonly (string | number | boolean)[];
  message: string;
}

/**
 * A yes/no filter on a condition: `filter={"needsReview":true}` keeps the rows where `where`
 * holds, `false` the rows where it does not (NULL counts as not holding), absent or `""` all rows.
 */
export interface FlagFilter {
  /** SQL condition over the alias's columns: `(t.confidence IS NULL OR t.confidence < 0.8)`. */
  where: string;
  /** Named parameters `where` uses. */
  parameters?: ObjectLiteral;
}

export interface ListSpec<F extends string> {
  /** Name in Content-Range, as react-admin calls the resource: `call-requests`. */
  resource: string;
  /** Alias of the query builder the service passes (`c` for `createQueryBuilder('c')`). */
  alias: string;
  /**
   * Each sortable field and what it sorts by: an entity property of the alias (`c.createdAt`)
   * or several (`['u.lastName', 'u.firstName']`). Rows tie-break on `<alias>.id` in the same
   * direction, so pages never overlap or skip a row.
   */
  sort: Record<F, string | readonly string[]>;
  /** The order when the request gives none. */
  defaultSort: readonly [NoInfer<F>, SortOrder];
  /** Fields sorted with NULLS LAST (for example `readAt`). */
  nullsLast?: readonly NoInfer<F>[];
  /** SQL expressions `filter.q` searches with ILIKE (any of them matches): `c.email`, `(c.first_name || ' ' || c.last_name)`. */
  search?: readonly string[];
  /** Equality filters by filter key. */
  equals?: Record<string, EqualityFilter>;
  /**
   * Without `range`, answer every row instead of the first 25: for a list whose callers
   * predate paging and still ask for all of it (a range is checked and applied as usual).
   */
  wholeListWithoutRange?: boolean;
  /**
   * Filters on a row id of another resource (react-admin's reference `target`), by filter
   * key: `{ userId: 's.user_id' }` serves `filter={"userId":3}` (or a list). Like `id`, a value
   * that is no row id matches nothing.
   */
  references?: Record<string, string>;
  /** Yes/no filters by filter key. */
  flags?: Record<string, FlagFilter>;
}

/** One page of a list and what Content-Range needs to describe it. */
export interface ListPage<T> {
  resource: string;
  skip: number;
  rows: T[];
  total: number;
}

export interface ListDefinition<F extends string> {
  readonly spec: ListSpec<F>;
  /** Checks the raw query (sort, range, filter values) without touching the database. */
  parse(raw: RawListQuery): ListQuery<F>;
  /** Adds the filter's WHERE clauses, the order and the page to a query builder. */
  apply<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery<F>): SelectQueryBuilder<T>;
  /** apply + getManyAndCount, for a query already parsed (a service that checks the query before it looks anything up). */
  page<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery<F>): Promise<ListPage<T>>;
  /** parse + apply + getManyAndCount: the whole list request of a service. */
  run<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, raw: RawListQuery): Promise<ListPage<T>>;
}

/**
 * Declares a console list once: which fields sort and how, which columns `q` searches,
 * which filters compare for equality and with what values. Unknown filter keys are ignored
 * (react-admin may send its own), known ones are checked.
 *
 *     export const CALL_REQUEST_LIST = defineList({ resource: 'call-requests', alias: 'c', ... });
 *     // repository: return CALL_REQUEST_LIST.run(this.db.getRepository(CallRequest).createQueryBuilder('c'), raw);
 *     // controller: return sendListPage(res, await this.callRequests.listForAdmin(raw), CallRequestRowDto.from);
 */
export function defineList<F extends string>(spec: ListSpec<F>): ListDefinition<F> {
  const fields = Object.keys(spec.sort) as F[];
  const [defaultField, defaultOrder] = spec.defaultSort;

  const parse = (raw: RawListQuery): ListQuery<F> => {
    const hasSort = raw.sort !== undefined && raw.sort !== '';
    const query = parseListQuery(hasSort ? raw : { ...raw, sort: JSON.stringify([defaultField, defaultOrder]) }, fields, defaultField);
    checkFilter(spec, query.filter);
    if (spec.wholeListWithoutRange && (raw.range === undefined || raw.range === '')) delete query.take;
    return query;
  };

  const apply = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery<F>): SelectQueryBuilder<T> => {
    const { alias } = spec;
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q && spec.search?.length) {
      const like = containsPattern(q);
      const columns = spec.search;
      qb.andWhere(
        new Brackets((w) =>
          columns.forEach((column, i) => (i === 0 ? w.where(`${column} ILIKE :like`, { like }) : w.orWhere(`${column} ILIKE :like`, { like }))),
        ),
      );
    }
    for (const [key, rule] of Object.entries(spec.equals ?? {})) {
      const values = equalityValues(query.filter[key]);
      if (values.length) qb.andWhere(`${rule.column} IN (:...${paramName(key)})`, { [paramName(key)]: values });
    }
    for (const [key, column] of Object.entries(spec.references ?? {})) {
      const values = equalityValues(query.filter[key]);
      if (values.length) whereRowIdIn(qb as unknown as SelectQueryBuilder<ObjectLiteral>, column, `ref_${paramName(key)}`, values);
    }
    for (const [key, flag] of Object.entries(spec.flags ?? {})) {
      const value = query.filter[key];
      if (value === true) qb.andWhere(`(${flag.where})`, flag.parameters);
      else if (value === false) qb.andWhere(`(${flag.where}) IS NOT TRUE`, flag.parameters);
    }
    const ids = query.filter.id;
    if (ids !== undefined && ids !== null) whereIdIn(qb as unknown as SelectQueryBuilder<ObjectLiteral>, alias, Array.isArray(ids) ? ids : [ids]);

    const nulls = spec.nullsLast?.includes(query.sortField) ? 'NULLS LAST' : undefined;
    const columns = ([] as string[]).concat(spec.sort[query.sortField]);
    columns.forEach((column, i) => (i === 0 ? qb.orderBy(column, query.sortOrder, nulls) : qb.addOrderBy(column, query.sortOrder, nulls)));
    if (!columns.includes(`${alias}.id`)) qb.addOrderBy(`${alias}.id`, query.sortOrder);
    return qb.skip(query.skip).take(query.take);
  };

  return {
    spec,
    parse,
    apply,
    async page(qb, query) {
      const [rows, total] = await apply(qb, query).getManyAndCount();
      return { resource: spec.resource, skip: query.skip, rows, total };
    },
    async run(qb, raw) {
      const query = parse(raw);
      const [rows, total] = await apply(qb, query).getManyAndCount();
      return { resource: spec.resource, skip: query.skip, rows, total };
    },
  };
}

/** Sets Content-Range for the page and maps its rows to the response shape. */
export function sendListPage<T, R>(res: Response, page: ListPage<T>, map: (row: T) => R): R[] {
  setContentRange(res, page.resource, page.skip, page.rows.length, page.total);
  return page.rows.map(map);
}

/** The three query parameters of a list in the OpenAPI document. */
export const ApiListQuery = (examples: { sort: string; filter: string }) =>
  applyDecorators(
    ApiQuery({ name: 'sort', required: false, example: examples.sort, description: '[field, "ASC"|"DESC"]' }),
    ApiQuery({ name: 'range', required: false, example: '[0,24]', description: `[start, end], at most ${MAX_PAGE} rows` }),
    ApiQuery({ name: 'filter', required: false, example: examples.filter, description: 'JSON object: q (text search), id (list), equality filters' }),
  );

const paramName = (key: string) => `eq_${key.replace(/\W/g, '_')}`;

/** `""`, null and absent mean "no filter"; a single value or a list of values otherwise (also for a list whose rows are not a query builder's). */
export function equalityValues(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return [...new Set(Array.isArray(value) ? value : [value])];
}

function checkFilter<F extends string>(spec: ListSpec<F>, filter: Record<string, unknown>): void {
  const { q, id } = filter;
  if (q !== undefined && q !== null) {
    if (typeof q !== 'string') throw invalid('filter q must be text');
    if (q.length > INPUT_LIMITS.listSearchMax) throw invalid(`filter q must be at most ${INPUT_LIMITS.listSearchMax} characters`);
  }
  if (id !== undefined && id !== null) {
    const ids = Array.isArray(id) ? id : [id];
    if (ids.length > MAX_PAGE || ids.some((v) => typeof v !== 'number' && typeof v !== 'string')) {
      throw invalid(`filter id must be a row id or a list of at most ${MAX_PAGE} row ids`);
    }
  }
  for (const [key, rule] of Object.entries(spec.equals ?? {})) {
    const values = equalityValues(filter[key]);
    if (values.some((v) => !rule.values.includes(v as string | number | boolean))) throw invalid(rule.message);
  }
  for (const key of Object.keys(spec.references ?? {})) {
    const values = equalityValues(filter[key]);
    if (values.length > MAX_PAGE || values.some((v) => typeof v !== 'number' && typeof v !== 'string')) {
      throw invalid(`filter ${key} must be a row id or a list of at most ${MAX_PAGE} row ids`);
    }
  }
  for (const key of Object.keys(spec.flags ?? {})) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '' && typeof value !== 'boolean') throw invalid(`filter ${key} must be true or false`);
  }
}
