import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_XERO_ACCOUNT_CODES, EXPORT_MESSAGES, type XeroAccountCode as XeroAccountCodeView, type XeroAccountCodesUpdate } from '@ledgerleaf/contracts';
import type { Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { CategoriesService } from '../categories/categories.service';
import { XeroAccountCode } from './entities/xero-account-code.entity';
import type { AccountCodeOf } from './writers/xero-statement.writer';

const keyOf = (category: string) => category.trim().toLowerCase();
const DEFAULTS = new Map(Object.entries(DEFAULT_XERO_ACCOUNT_CODES).map(([category, code]) => [keyOf(category), code]));

/** The client's Xero account code for each category: what they saved, else the default chart's, else none. */
@Injectable()
export class XeroAccountCodesService {
  constructor(
    @InjectRepository(XeroAccountCode) private readonly codes: Repository<XeroAccountCode>,
    private readonly categories: CategoriesService,
  ) {}

  async list(userId: number): Promise<XeroAccountCodeView[]> {
    const [categories, saved] = await Promise.all([this.categories.inputsForUser(userId), this.savedCodes(userId)]);
    return categories.map(({ categoryName, type }) => {
      const own = saved.get(keyOf(categoryName));
      return { category: categoryName, categoryType: type, accountCode: own ?? DEFAULTS.get(keyOf(categoryName)) ?? null, isDefault: own === undefined };
    });
  }

  /** Saves the codes given (null: back to the default), all or nothing; a category the client does not have is a 400 naming it. */
  async save(userId: number, update: XeroAccountCodesUpdate): Promise<XeroAccountCodeView[]> {
    const own = new Set((await this.categories.inputsForUser(userId)).map((c) => keyOf(c.categoryName)));
    const unknown = update.accountCodes.find((c) => !own.has(keyOf(c.category)));
    if (unknown) throw new DomainException(DomainErrorKind.INVALID, EXPORT_MESSAGES.unknownCategory(unknown.category));
    await this.codes.manager.transaction(async (em) => {
      for (const { category, accountCode } of update.accountCodes) {
        const categoryKey = keyOf(category);
        if (accountCode === null) await em.delete(XeroAccountCode, { userId, categoryKey });
        else await em.upsert(XeroAccountCode, { userId, categoryKey, accountCode }, ['userId', 'categoryKey']);
      }
    });
    return this.list(userId);
  }

  /** The lookup the Xero writer uses, read once per export. */
  async lookup(userId: number): Promise<AccountCodeOf> {
    const saved = await this.savedCodes(userId);
    return (category) => saved.get(keyOf(category)) ?? DEFAULTS.get(keyOf(category)) ?? null;
  }

  private async savedCodes(userId: number): Promise<Map<string, string>> {
    const rows = await this.codes.find({ where: { userId }, select: { categoryKey: true, accountCode: true } });
    return new Map(rows.map((r) => [r.categoryKey, r.accountCode]));
  }
}
