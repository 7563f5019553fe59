import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** Staff's T2125 line and GIFI code for one of a client's categories, replacing the defaults (contracts' DEFAULT_YEAR_END_LINES). */
@Entity('year_end_line_mappings')
@Index(['userId', 'categoryKey'], { unique: true })
export class YearEndLineMapping {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The category's name in lower case, as the tax treatments match it. */
  @Column({ type: 'varchar', length: 100 })
  categoryKey: string;

  @Column({ type: 'varchar', length: 10 })
  t2125Line: string;

  @Column({ type: 'varchar', length: 10 })
  gifiCode: string;

  /** The staff member who set it. */
  @Column({ type: 'integer', nullable: true })
  updatedBy: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
