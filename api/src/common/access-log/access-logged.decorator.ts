import { SetMetadata } from '@nestjs/common';
import type { AccessLogKind } from '@ledgerleaf/contracts';

/** What a staff route reads or changes of a client's data; describeAccess (libs/contracts) words it for the client. */
export type { AccessLogKind } from '@ledgerleaf/contracts';

/**
 * How the interceptor finds the client a request is about: the route parameter `param`
 * holds the client's user id, or (with `table`) the id of a row of `table` whose `column`
 * (default `user_id`) is the client. `label` is an SQL expression over that row naming the
 * object for the client (e.g. the report's month).
 */
export interface ClientLookup {
  param: string;
  table?: string;
  column?: string;
  label?: string;
  /** Instead of table/column/label: a query of `$1` (the parameter) returning `client` and optionally `label`. */
  sql?: string;
}

export interface AccessLogDeclaration {
  kind: AccessLogKind;
  client: ClientLookup;
  /** Default: `read` for GET and HEAD, `change` otherwise. */
  action?: 'read' | 'change';
}

export const ACCESS_LOGGED = 'ledgerleaf:access-logged';
export const NOT_CLIENT_DATA = 'ledgerleaf:not-client-data';

/** Every staff request to this route writes an access-log row before its answer (AccessLogInterceptor). */
export const AccessLogged = (declaration: AccessLogDeclaration) => SetMetadata(ACCESS_LOGGED, declaration);

/**
 * A staff route that reads or changes no single client's data (lists across clients, the
 * firm's own records, the staff member's own settings). The reason is for the reader; the
 * coverage test refuses a staff route with neither decorator.
 */
export const NotClientData = (reason: string) => SetMetadata(NOT_CLIENT_DATA, reason);
