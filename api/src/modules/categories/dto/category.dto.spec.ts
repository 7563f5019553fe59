import { CATEGORY_MESSAGES } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { CreateUserCategoryDto, UpdateUserCategoryDto } from './category.dto';
import { fieldErrors } from '../../../../test/helpers/field-errors';

describe('CreateUserCategoryDto', () => {
  it('puts a typed name on one line and trims it before checking it', async () => {
    const dto = await validateDto(CreateUserCategoryDto, { type: 'EXPENSE', categoryName: '  Office\n  supplies ' });
    expect(dto.categoryName).toBe('Office supplies');
  });

  it("refuses a blank name, a name over 100 characters and a type other than REVENUE or EXPENSE with the spec's messages", async () => {
    expect(await fieldErrors(CreateUserCategoryDto, { type: 'EXPENSE', categoryName: '   ' })).toEqual({ categoryName: [CATEGORY_MESSAGES.nameRequired] });
    expect(await fieldErrors(CreateUserCategoryDto, { type: 'EXPENSE', categoryName: 'x'.repeat(101) })).toEqual({
      categoryName: [CATEGORY_MESSAGES.nameTooLong],
    });
    expect(await fieldErrors(CreateUserCategoryDto, { type: 'EXPENSE', categoryName: 'x'.repeat(100) })).toEqual({});
    expect(await fieldErrors(CreateUserCategoryDto, { type: 'expense', categoryName: 'Fuel' })).toEqual({ type: [CATEGORY_MESSAGES.typeInvalid] });
  });

  it('refuses a name that is not a string rather than converting it', async () => {
    expect(await fieldErrors(CreateUserCategoryDto, { type: 'EXPENSE', categoryName: 42 })).toEqual({ categoryName: [CATEGORY_MESSAGES.nameRequired] });
  });
});

describe('UpdateUserCategoryDto', () => {
  it('lets the type be left out but not be wrong', async () => {
    expect(await fieldErrors(UpdateUserCategoryDto, { categoryName: 'Fuel' })).toEqual({});
    expect(await fieldErrors(UpdateUserCategoryDto, { categoryName: 'Fuel', type: 'ASSET' })).toEqual({ type: [CATEGORY_MESSAGES.typeInvalid] });
  });
});
