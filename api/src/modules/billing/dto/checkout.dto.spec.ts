import { ACCOUNT_MESSAGES } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { ValidationFailedException } from '../../../common/validation/validation-failed.exception';
import { CheckoutDto } from './checkout.dto';

const fieldErrors = async (value: object) => {
  try {
    await validateDto(CheckoutDto, value);
    return {};
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.fields;
    throw error;
  }
};

describe('CheckoutDto', () => {
  it('accepts the two paid plans only, naming the plan field otherwise', async () => {
    expect(await fieldErrors({ plan: 'MONTHLY' })).toEqual({});
    expect(await fieldErrors({ plan: 'ANNUAL' })).toEqual({});
    expect(await fieldErrors({ plan: 'NONE' })).toEqual({ plan: [ACCOUNT_MESSAGES.planInvalid] });
    expect(await fieldErrors({ plan: 'monthly' })).toEqual({ plan: [ACCOUNT_MESSAGES.planInvalid] });
    expect(await fieldErrors({})).toEqual({ plan: [ACCOUNT_MESSAGES.planInvalid] });
  });

  it('drops fields it does not declare, so a body cannot smuggle a user id to bill', async () => {
    const dto = await validateDto(CheckoutDto, { plan: 'ANNUAL', userId: 99 });
    expect(dto).toEqual(Object.assign(new CheckoutDto(), { plan: 'ANNUAL' }));
  });
});
