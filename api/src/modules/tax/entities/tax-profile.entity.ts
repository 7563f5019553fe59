import { BUSINESS_STRUCTURES, FILING_FREQUENCIES, TAX_METHODS, type BusinessStructure, type FilingFrequency, type TaxMethod } from '@ledgerleaf/contracts';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A client's GST/HST filing setup. The province stays on the user (the reports read it too). */
@Entity('tax_profiles')
export class TaxProfile {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** 123456782RT0001, or null when not given. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  gstHstNumber: string | null;

  @Column({ type: 'enum', enum: [...FILING_FREQUENCIES], enumName: 'tax_filing_frequency' })
  filingFrequency: FilingFrequency;

  @Column({ type: 'enum', enum: [...TAX_METHODS], enumName: 'tax_method' })
  method: TaxMethod;

  @Column({ type: 'enum', enum: [...BUSINESS_STRUCTURES], enumName: 'business_structure' })
  businessStructure: BusinessStructure;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
