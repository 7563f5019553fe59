import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_TAX_PROFILE, type TaxProfile as TaxProfileView, type TaxProfileRequest } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { LedgerChangesService } from '../ledger/ledger-changes.service';
import { UsersService } from '../users/users.service';
import { TaxProfile } from './entities/tax-profile.entity';
import type { PeriodRules } from './filing-periods';

/** A fiscal year ending December 31 until the tax questionnaire says otherwise. */
const DEFAULT_YEAR_END = '12-31';

/**
 * The client's tax profile: filing frequency, method, business structure and GST/HST number
 * in tax_profiles; the province on the user (the reports' estimates read it too); the fiscal
 * year end from the tax questionnaire. A client who never saved one reads the defaults.
 */
@Injectable()
export class TaxProfilesService {
  constructor(
    @InjectRepository(TaxProfile) private readonly profiles: Repository<TaxProfile>,
    private readonly users: UsersService,
    private readonly ledgerChanges: LedgerChangesService,
  ) {}

  async get(userId: number): Promise<TaxProfileView> {
    const [user, saved] = await Promise.all([this.users.getById(userId), this.profiles.findOneBy({ userId })]);
    return {
      province: user.province,
      gstHstNumber: saved?.gstHstNumber ?? null,
      qstNumber: saved?.qstNumber ?? null,
      filingFrequency: saved?.filingFrequency ?? DEFAULT_TAX_PROFILE.filingFrequency,
      method: saved?.method ?? DEFAULT_TAX_PROFILE.method,
      businessStructure: saved?.businessStructure ?? DEFAULT_TAX_PROFILE.businessStructure,
      taxYearEnd: user.taxYearEndDate ? user.taxYearEndDate.slice(5, 10) : DEFAULT_YEAR_END,
    };
  }

  /** The clients who saved a profile: the ones the due-date reminders go to. */
  async userIdsWithProfile(): Promise<number[]> {
    return (await this.profiles.find({ select: { userId: true }, order: { userId: 'ASC' } })).map((p) => p.userId);
  }

  /** Whether the client saved a profile (the defaults are not stored). */
  hasSaved(userId: number): Promise<boolean> {
    return this.profiles.existsBy({ userId });
  }

  /**
   * Saves the profile (the numbers already checked and written 123456782RT0001 / 1234567890TQ0001; null clears one,
   * left out keeps the stored one) and answers it as read back. The journal of a client whose tax
   * picture changed is re-posted by the ledger-changes drain (docs/decisions/sales-tax-journal.md).
   */
  async save(userId: number, request: TaxProfileRequest): Promise<TaxProfileView> {
    const stored = request.gstHstNumber === undefined || request.qstNumber === undefined ? await this.profiles.findOneBy({ userId }) : null;
    const gstHstNumber = request.gstHstNumber === undefined ? (stored?.gstHstNumber ?? null) : request.gstHstNumber;
    const qstNumber = request.qstNumber === undefined ? (stored?.qstNumber ?? null) : request.qstNumber;
    await this.users.setProvince(userId, request.province);
    await this.profiles.upsert(
      { userId, gstHstNumber, qstNumber, filingFrequency: request.filingFrequency, method: request.method, businessStructure: request.businessStructure },
      ['userId'],
    );
    // A changed number, method or province recorded the client's months for re-posting (a trigger, durable): the drain runs them now.
    await this.ledgerChanges.deliver(userId);
    return this.get(userId);
  }
}

/** What the period rules need from a profile. */
export const periodRulesOf = (profile: TaxProfileView): PeriodRules => ({
  frequency: profile.filingFrequency,
  businessStructure: profile.businessStructure,
  taxYearEnd: profile.taxYearEnd,
});
