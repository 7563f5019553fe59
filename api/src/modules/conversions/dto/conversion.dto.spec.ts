import { ACCOUNT_MESSAGES } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { ValidationFailedException } from '../../../common/validation/validation-failed.exception';
import { PurchaseConversionDto } from './conversion.dto';

async function fieldErrors(value: object) {
  try {
    await validateDto(PurchaseConversionDto, value);
    return {};
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.fields;
    throw error;
  }
}

describe('PurchaseConversionDto', () => {
  it('accepts a Checkout Session id or none (a coupon registration), and nothing else', async () => {
    expect(await fieldErrors({ checkoutSessionId: 'cs_test_a1B2c3' })).toEqual({});
    expect(await fieldErrors({})).toEqual({});
    expect(await fieldErrors({ checkoutSessionId: 'pi_3Nabc' })).toEqual({ checkoutSessionId: [ACCOUNT_MESSAGES.checkoutSessionIdInvalid] });
    expect(await fieldErrors({ checkoutSessionId: 'cs_../../v1/customers' })).toEqual({ checkoutSessionId: [ACCOUNT_MESSAGES.checkoutSessionIdInvalid] });
  });

  it('drops a value or currency sent by the browser: the server decides how much was bought', async () => {
    const dto = await validateDto(PurchaseConversionDto, { checkoutSessionId: 'cs_1', value: 1_000_000, currency: 'USD' });
    expect(dto).toEqual(Object.assign(new PurchaseConversionDto(), { checkoutSessionId: 'cs_1' }));
  });
});
