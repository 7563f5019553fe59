import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { defaultTaxTreatment, TAX_MESSAGES, type TaxTreatmentRequest, type TaxTreatmentRow } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { CategoriesService } from '../categories/categories.service';
import { LedgerChangesService } from '../ledger/ledger-changes.service';
import { UsersService } from '../users/users.service';
import { TaxCategoryTreatment } from './entities/tax-category-treatment.entity';
import type { Treatment, TreatmentOf } from './gst-hst-worksheet';

const keyOf = (categoryName: string) => categoryName.trim().toLowerCase();

/** How each of a client's categories enters the GST/HST return: staff's choice for the client, else the default from contracts. */
@Injectable()
export class TaxTreatmentsService {
  constructor(
    @InjectRepository(TaxCategoryTreatment) private readonly treatments: Repository<TaxCategoryTreatment>,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
    private readonly ledgerChanges: LedgerChangesService,
  ) {}

  /** The client's treatment of any category name (one query). */
  async treatmentOf(userId: number): Promise<TreatmentOf> {
    const overrides = await this.overridesOf(userId);
    return (category: string) => overrides.get(keyOf(category)) ?? defaultTaxTreatment(category);
  }

  /** The console's table: each of the client's categories with its treatment and whether staff set it. */
  async listForStaff(userId: number): Promise<TaxTreatmentRow[]> {
    await this.users.getById(userId); // 404 for no such user (reading categories creates the defaults)
    const [categories, overrides] = await Promise.all([this.categories.listForUser(userId), this.overridesOf(userId)]);
    return categories.map((c) => {
      const override = overrides.get(keyOf(c.categoryName));
      return { category: c.categoryName, type: c.type, ...(override ?? defaultTaxTreatment(c.categoryName)), overridden: Boolean(override) };
    });
  }

  /** Staff set one category's treatment for the client (404 for a name the client has no category for). */
  async set(userId: number, staffId: number, request: TaxTreatmentRequest): Promise<TaxTreatmentRow> {
    await this.users.getById(userId);
    const category = (await this.categories.listForUser(userId)).find((c) => keyOf(c.categoryName) === keyOf(request.category));
    if (!category) throw new DomainException(DomainErrorKind.NOT_FOUND, TAX_MESSAGES.unknownCategory);
    await this.treatments.upsert(
      { userId, categoryKey: keyOf(category.categoryName), treatment: request.treatment, itcSharePercent: request.itcSharePercent, updatedBy: staffId },
      ['userId', 'categoryKey'],
    );
    // The treatment posts in the journal (a trigger recorded the months to re-post): the drain runs them now.
    await this.ledgerChanges.deliver(userId);
    return { category: category.categoryName, type: category.type, treatment: request.treatment, itcSharePercent: request.itcSharePercent, overridden: true };
  }

  private async overridesOf(userId: number): Promise<Map<string, Treatment>> {
    const rows = await this.treatments.findBy({ userId });
    return new Map(rows.map((r) => [r.categoryKey, { treatment: r.treatment, itcSharePercent: r.itcSharePercent }]));
  }
}
