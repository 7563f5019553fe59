import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The express-session store table, written by connect-pg-simple. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index()
  @Column({ type: 'timestamptz' })
  expire: Date;
}
