import {
  DEFAULT_LOCALE,
  DEFAULT_PROVINCE,
  enumValues,
  type Locale,
  PaymentPlan,
  PROVINCE_CODES,
  RegistrationType,
  StaffRole,
  type ProvinceCode,
} from '@ledgerleaf/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';

@Entity('users')
@Check('CHK_users_locale', `"locale" IN ('en-CA', 'fr-CA')`)
@Check('CHK_users_staff_role', '("is_admin" AND "staff_role" IS NOT NULL) OR (NOT "is_admin" AND "staff_role" IS NULL)')
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

  /** Staff only (a CHECK keeps it set for staff and null for clients): what the staff member may do. */
  @Column({ type: 'enum', enum: enumValues(StaffRole), enumName: 'staff_role', nullable: true })
  staffRole: StaffRole | null;

  /** Set when an owner deactivates a staff member: no login, no session; their work stays. */
  @Column({ type: 'timestamptz', nullable: true })
  staffDeactivatedAt: Date | null;

  /** A client's bookkeeper (a staff user); the next increment assigns them. */
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'account_manager_id', foreignKeyConstraintName: 'FK_users_account_manager_id' })
  accountManager?: Relation<User> | null;

  @Index('IDX_users_account_manager_id')
  @Column({ type: 'int', nullable: true })
  accountManagerId: number | null;

  /** Staff only: the storage key of their profile photo (a 256 px JPEG made by StaffPhotosService), shown on their clients' card. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  photoKey: string | null;

  /** A client any bookkeeper may work, not only their account manager. */
  @Column({ type: 'boolean', default: true })
  openToAllStaff: boolean;

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

  /** The person's language (issue 31): mails, PDFs and API messages are in it; the apps send it as Accept-Language. */
  @Column({ type: 'varchar', length: 5, default: DEFAULT_LOCALE })
  locale: Locale;

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
