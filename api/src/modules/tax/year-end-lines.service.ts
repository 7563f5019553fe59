import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CategoryType,
  defaultYearEndLine,
  TAX_MESSAGES,
  YEAR_END_MESSAGES,
  yearEndLine,
  type YearEndForm,
  type YearEndLineRequest,
  type YearEndLineRow,
} from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { CategoriesService } from '../categories/categories.service';
import { UsersService } from '../users/users.service';
import { YearEndLineMapping } from './entities/year-end-line-mapping.entity';
import type { LineOf } from './year-end-statement';

const keyOf = (categoryName: string) => categoryName.trim().toLowerCase();

/** Which T2125 line and GIFI code each of a client's categories goes on: staff's choice for the client, else the default from contracts. */
@Injectable()
export class YearEndLinesService {
  constructor(
    @InjectRepository(YearEndLineMapping) private readonly mappings: Repository<YearEndLineMapping>,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
  ) {}

  /** The client's line of any category on a form (one query). */
  async lineOf(userId: number, form: YearEndForm): Promise<LineOf> {
    const overrides = await this.overridesOf(userId);
    return (category, type) => overrides.get(keyOf(category))?.[form] ?? defaultYearEndLine(category, type, form);
  }

  /** The console's table: each of the client's categories with its lines and whether staff set them. */
  async listForStaff(userId: number): Promise<YearEndLineRow[]> {
    await this.users.getById(userId);
    const [categories, overrides] = await Promise.all([this.categories.listForUser(userId), this.overridesOf(userId)]);
    return categories.map((c) => {
      const override = overrides.get(keyOf(c.categoryName));
      return {
        category: c.categoryName,
        type: c.type,
        t2125: override?.t2125 ?? defaultYearEndLine(c.categoryName, c.type, 't2125'),
        gifi: override?.gifi ?? defaultYearEndLine(c.categoryName, c.type, 'gifi'),
        overridden: Boolean(override),
      };
    });
  }

  /** Staff set one category's lines for the client: 404 for a name the client has no category for, 400 for a line not on the form or of the other kind. */
  async set(userId: number, staffId: number, request: YearEndLineRequest): Promise<YearEndLineRow> {
    await this.users.getById(userId);
    const category = (await this.categories.listForUser(userId)).find((c) => keyOf(c.categoryName) === keyOf(request.category));
    if (!category) throw new DomainException(DomainErrorKind.NOT_FOUND, TAX_MESSAGES.unknownCategory);
    for (const form of ['t2125', 'gifi'] as const) checkLine(form, request[form], category.type, category.categoryName);
    await this.mappings.upsert({ userId, categoryKey: keyOf(category.categoryName), t2125Line: request.t2125, gifiCode: request.gifi, updatedBy: staffId }, [
      'userId',
      'categoryKey',
    ]);
    return { category: category.categoryName, type: category.type, t2125: request.t2125, gifi: request.gifi, overridden: true };
  }

  private async overridesOf(userId: number): Promise<Map<string, Record<YearEndForm, string>>> {
    const rows = await this.mappings.findBy({ userId });
    return new Map(rows.map((r) => [r.categoryKey, { t2125: r.t2125Line, gifi: r.gifiCode }]));
  }
}

function checkLine(form: YearEndForm, line: string, type: CategoryType, categoryName: string): void {
  const definition = yearEndLine(form, line);
  if (!definition) throw new DomainException(DomainErrorKind.INVALID, YEAR_END_MESSAGES.unknownLine(form, line));
  // A system category never reaches the income statement (its rows post to the balance sheet).
  if (type === CategoryType.BALANCE_SHEET && definition.kind !== 'excluded')
    throw new DomainException(DomainErrorKind.INVALID, YEAR_END_MESSAGES.balanceSheetCategory(categoryName));
  const expected = type === CategoryType.REVENUE ? 'revenue' : 'expense';
  if (definition.kind !== expected && definition.kind !== 'excluded')
    throw new DomainException(DomainErrorKind.INVALID, YEAR_END_MESSAGES.wrongKind(line, type));
}
