import { DEFAULT_PROVINCE, enumValues, PaymentPlan, PROVINCE_CODES, RegistrationType, type ProvinceCode } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MONEY } from '../../../database/columns';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Index()
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /** citext: unique regardless of case. */
  @Index({ unique: true })
  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Index()
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @Index()
  @Column({ type: 'enum', enum: enumValues(PaymentPlan), enumName: 'payment_plan', default: PaymentPlan.NONE })
  paymentPlan: PaymentPlan;

  @Index()
  @Column({ type: 'enum', enum: enumValues(RegistrationType), enumName: 'registration_type', default: RegistrationType.PAID })
  registrationType: RegistrationType;

  @Column({ type: 'date', nullable: true })
  taxYearEndDate: string | null;

  @Column({ ...MONEY, default: 0 })
  gstPstOwed: string;

  @Column({ ...MONEY, default: 0 })
  payrollTaxOwed: string;

  @Column({ ...MONEY, default: 0 })
  corporateIncomeTaxOwed: string;

  @Column({ type: 'boolean', default: false })
  hasCompletedQuestionnaire: boolean;

  /** Where the business files sales tax: the monthly reports' GST/HST/PST/QST estimates use it. */
  @Column({ type: 'enum', enum: [...PROVINCE_CODES], enumName: 'province_code', default: DEFAULT_PROVINCE })
  province: ProvinceCode;

  /** SHA-256 of the emailed reset token; the token itself is never stored. */
  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  resetTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  resetTokenExpiry: Date | null;

  @Index({ unique: true, where: '"stripe_customer_id" IS NOT NULL' })
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  subscriptionStatus: string | null;

  /**
   * Set when the user asked to delete the account: from then on the account is gone for
   * every lookup, and the deletion job removes it (Stripe, Plaid, rows, files).
   */
  @Column({ type: 'timestamptz', nullable: true })
  deletionRequestedAt: Date | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
