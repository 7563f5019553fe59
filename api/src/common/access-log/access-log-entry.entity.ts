import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One staff read or change of a client's data (issue 29, point 4). Append-only: PostgreSQL
 * refuses UPDATE, TRUNCATE and any DELETE but the maintenance purge's (migration
 * AccessLog1795920000000). No relation to users: a row outlives the client and the staff
 * member it names, by id and a name snapshot.
 */
@Entity('access_log')
@Check('CHK_access_log_action', `"action" IN ('read', 'change')`)
@Index('IDX_access_log_client_at', ['clientUserId', 'at'])
@Index('IDX_access_log_staff_at', ['staffUserId', 'at'])
export class AccessLogEntry {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_access_log' })
  id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;

  /** Null for automated work (a job), named by `staffName`. */
  @Column({ type: 'integer', nullable: true })
  staffUserId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  staffName!: string;

  /** owner | bookkeeper | reviewer, or `job`. */
  @Column({ type: 'varchar', length: 20 })
  staffRole!: string;

  @Column({ type: 'integer' })
  clientUserId!: number;

  @Column({ type: 'varchar', length: 200 })
  clientName!: string;

  @Column({ type: 'varchar', length: 10 })
  action!: 'read' | 'change';

  /** The route template, e.g. `GET /api/admin/reports/:reportId/transactions`. */
  @Column({ type: 'varchar', length: 200 })
  route!: string;

  @Column({ type: 'varchar', length: 40 })
  objectKind!: string;

  /** The object, e.g. `report 42 (October 2026)`. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  objectRef!: string | null;

  /** How the client names the object (`October 2026` for a report), for describeAccess. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  objectLabel!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;
}
