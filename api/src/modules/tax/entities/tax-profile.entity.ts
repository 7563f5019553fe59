import { BUSINESS_STRUCTURES, FILING_FREQUENCIES, TAX_METHODS, type BusinessStructure, type FilingFrequency, type TaxMethod } from '@ledgerleaf/contracts';
import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A client's GST/HST (and QST) filing setup. The province stays on the user (the reports read it too). */
@Entity('tax_profiles')
@Check('CHK_tax_profiles_qst_number', `"qst_number" ~ '^[0-9]{10}TQ[0-9]{4}$'`)
export class TaxProfile {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** 123456782RT0001, or null when not given. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  gstHstNumber: string | null;

  /** Québec's QST registration number, 1234567890TQ0001, or null when not given. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  qstNumber: string | null;

  @Column({ type: 'enum', enum: [...FILING_FREQUENCIES], enumName: 'tax_filing_frequency' })
  filingFrequency: FilingFrequency;

  @Column({ type: 'enum', enum: [...TAX_METHODS], enumName: 'tax_method' })
  method: TaxMethod;

  @Column({ type: 'enum', enum: [...BUSINESS_STRUCTURES], enumName: 'business_structure' })
  businessStructure: BusinessStructure;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
