import type { GstHstWorksheet, ProvinceCode, TaxMethod } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { WorksheetFigures } from '../gst-hst-worksheet';

/**
 * A GST/HST return recorded as filed (issue 28, point 3): the worksheet's figures frozen at
 * filing. While the row exists the period's worksheet, its list row and its files answer
 * these figures, not the live books; deleting it (undo) goes back to the live ones.
 */
@Entity('gst_hst_filings')
@Index('UQ_gst_hst_filings_user_period', ['userId', 'periodStart'], { unique: true })
export class GstHstFiling {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_gst_hst_filings' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_gst_hst_filings_user' })
  user?: Relation<User>;

  @Column({ type: 'date' })
  periodStart: string;

  @Column({ type: 'date' })
  periodEnd: string;

  /** The profile's province and method when filed (the worksheet was computed with them). */
  @Column({ type: 'varchar', length: 2 })
  province: ProvinceCode;

  @Column({ type: 'varchar', length: 10 })
  method: TaxMethod;

  /** The API's worksheet as it was at filing (without `filed`). */
  @Column({ type: 'jsonb' })
  worksheet: GstHstWorksheet;

  /** The same figures in integer cents, as the computation gave them. */
  @Column({ type: 'jsonb' })
  figures: WorksheetFigures;

  /** Who recorded it: the client or a staff member (null once that account is gone). */
  @Column({ type: 'integer', nullable: true })
  filedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'filed_by', foreignKeyConstraintName: 'FK_gst_hst_filings_filed_by' })
  filer?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  filedAt: Date;
}
