import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** When a client with access-log rows left (a trigger on users writes it); the purge counts 24 months from here. */
@Entity('access_log_departures')
export class AccessLogDeparture {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_access_log_departures' })
  clientUserId!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  leftAt!: Date;
}
