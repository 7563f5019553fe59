import { TAX_TREATMENTS, type TaxTreatment } from '@ledgerleaf/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** Staff's treatment of one of a client's categories, replacing the default (contracts' DEFAULT_TAX_TREATMENTS). */
@Entity('tax_category_treatments')
@Index(['userId', 'categoryKey'], { unique: true })
export class TaxCategoryTreatment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The category's name in lower case: categories are matched by name in any case, as the reports' exempt list is. */
  @Column({ type: 'varchar', length: 100 })
  categoryKey: string;

  @Column({ type: 'enum', enum: [...TAX_TREATMENTS], enumName: 'tax_treatment' })
  treatment: TaxTreatment;

  @Column({ type: 'smallint' })
  itcSharePercent: number;

  /** The staff member who set it. */
  @Column({ type: 'integer', nullable: true })
  updatedBy: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
