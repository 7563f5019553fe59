import { ACCOUNT_MESSAGES } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { CheckoutDto } from './checkout.dto';
import { fieldErrors } from '../../../../test/helpers/field-errors';

const errorsOf = (value: object) => fieldErrors(CheckoutDto, value);

describe('CheckoutDto', () => {
  it('accepts the two paid plans only, naming the plan field otherwise', async () => {
    expect(await errorsOf({ plan: 'MONTHLY' })).toEqual({});
    expect(await errorsOf({ plan: 'ANNUAL' })).toEqual({});
    expect(await errorsOf({ plan: 'NONE' })).toEqual({ plan: [ACCOUNT_MESSAGES.planInvalid] });
    expect(await errorsOf({ plan: 'monthly' })).toEqual({ plan: [ACCOUNT_MESSAGES.planInvalid] });
    expect(await errorsOf({})).toEqual({ plan: [ACCOUNT_MESSAGES.planInvalid] });
  });

  it('drops fields it does not declare, so a body cannot smuggle a user id to bill', async () => {
    const dto = await validateDto(CheckoutDto, { plan: 'ANNUAL', userId: 99 });
    expect(dto).toEqual(Object.assign(new CheckoutDto(), { plan: 'ANNUAL' }));
  });
});
