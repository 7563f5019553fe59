import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { rowIdFromPath } from '../../database/columns';
import type { AccessLogDeclaration, AccessLogKind } from './access-logged.decorator';
import { staffRoleOf } from '../auth/staff-rules';

/** A lookup names a table and columns in code (a decorator), never from a request; this keeps it to plain identifiers. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export interface AccessedClient {
  id: number;
  name: string;
  /** What the client will read, e.g. `October 2026` for a report. */
  label: string | null;
}

export interface AccessLogRecord {
  /** A staff member, or automated work named by its job (docs/decisions/access-log.md: only when it reads a client's files for a reason the client did not ask for). */
  staff: AuthUser | { job: string };
  client: AccessedClient;
  action: 'read' | 'change';
  kind: AccessLogKind;
  route: string;
  objectRef: string | null;
  ip: string | null;
}

export const ACCESS_LOG_UNAVAILABLE = 'The access log could not be written, so nothing was shown. Please try again in a moment.';

/** The route template of a request, e.g. `GET /api/admin/reports/:reportId`. */
export function routeOf(req: Request): string {
  const path = (req.route as { path?: string } | undefined)?.path;
  return `${req.method} ${path ? `${req.baseUrl}${path}` : req.path}`.slice(0, 200);
}

/** Writes access-log rows: the interceptor for declared routes, file-serving services for staff downloads. */
@Injectable()
export class AccessLogWriter {
  private readonly logger = new Logger('AccessLog');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The client a declared route is about, or null when the parameter names no client (the handler answers 400/404). */
  async clientOf(declaration: AccessLogDeclaration, params: Record<string, string | undefined>): Promise<AccessedClient | null> {
    const { param, table, column = 'user_id', label, sql } = declaration.client;
    const id = rowIdFromPath(String(params[param] ?? ''));
    if (!id) return null;
    let clientId = id;
    let objectLabel: string | null = null;
    if (table || sql) {
      if (!sql && (!IDENTIFIER.test(table ?? '') || !IDENTIFIER.test(column))) throw new Error(`Access log: bad lookup ${table}.${column}`);
      const query = sql ?? `SELECT "${column}" AS client, ${label ?? 'NULL'} AS label FROM "${table}" WHERE id = $1`;
      const [row] = await this.db.query(query, [id]);
      if (!row || row.client == null) return null;
      clientId = Number(row.client);
      objectLabel = row.label == null ? null : String(row.label);
    }
    return this.client(clientId, objectLabel);
  }

  /** A client by id (null for none, or for a staff account: staff records are not client data). */
  async client(clientId: number, label: string | null = null): Promise<AccessedClient | null> {
    const [user] = await this.db.query(`SELECT first_name, last_name, is_admin FROM users WHERE id = $1`, [clientId]);
    if (!user || user.is_admin) return null;
    return { id: clientId, name: `${user.first_name} ${user.last_name}`.trim().slice(0, 200), label };
  }

  /** Inserts one row, on `manager`'s transaction when given; a failure is a 503 (the caller sends no data without its log row). */
  async record(entry: AccessLogRecord, manager?: EntityManager): Promise<void> {
    const { staff, client } = entry;
    try {
      await (manager ?? this.db).query(
        `INSERT INTO access_log (staff_user_id, staff_name, staff_role, client_user_id, client_name, action, route, object_kind, object_ref, object_label, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          'job' in staff ? null : staff.id,
          ('job' in staff ? staff.job : `${staff.firstName} ${staff.lastName}`.trim()).slice(0, 200),
          'job' in staff ? 'job' : (staffRoleOf(staff) ?? 'owner'),
          client.id,
          client.name,
          entry.action,
          entry.route,
          entry.kind,
          entry.objectRef?.slice(0, 200) ?? null,
          client.label?.slice(0, 200) ?? null,
          entry.ip?.slice(0, 64) ?? null,
        ],
      );
    } catch (error) {
      this.logger.error(`Could not write the access log (${entry.route}, client ${client.id}): ${String(error)}`);
      throw new DomainException(DomainErrorKind.UNAVAILABLE, ACCESS_LOG_UNAVAILABLE);
    }
  }

  /** Automated work that reads a client's files for another reason than the work the client asked for: the job's name stands for the person. */
  async recordJobRead(job: string, clientId: number, kind: AccessLogKind, objectRef: string, label: string | null = null): Promise<void> {
    const client = await this.client(clientId, label);
    if (!client) return;
    await this.record({ staff: { job }, client, action: 'read', kind, route: `job ${job}`, objectRef, ip: null });
  }

  /**
   * For a route that serves both the owner and staff (file downloads): when `user` is staff
   * and the file is another person's, writes the row before the file is sent.
   */
  async recordStaffRead(req: Request, ownerId: number, kind: AccessLogKind, objectRef: string, label: string | null = null): Promise<void> {
    const user = req.user as AuthUser | undefined;
    if (!user?.isAdmin || user.id === ownerId) return;
    const client = await this.client(ownerId, label);
    if (!client) return;
    await this.record({ staff: user, client, action: 'read', kind, route: routeOf(req), objectRef, ip: req.ip ?? null });
  }
}
