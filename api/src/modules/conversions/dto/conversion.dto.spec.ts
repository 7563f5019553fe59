import { ACCOUNT_MESSAGES } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { PurchaseConversionDto } from './conversion.dto';
import { fieldErrors } from '../../../../test/helpers/field-errors';

const errorsOf = (value: object) => fieldErrors(PurchaseConversionDto, value);

describe('PurchaseConversionDto', () => {
  it('accepts a Checkout Session id or none (a coupon registration), and nothing else', async () => {
    expect(await errorsOf({ checkoutSessionId: 'cs_test_a1B2c3' })).toEqual({});
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ checkoutSessionId: 'pi_3Nabc' })).toEqual({ checkoutSessionId: [ACCOUNT_MESSAGES.checkoutSessionIdInvalid] });
    expect(await errorsOf({ checkoutSessionId: 'cs_../../v1/customers' })).toEqual({ checkoutSessionId: [ACCOUNT_MESSAGES.checkoutSessionIdInvalid] });
  });

  it('drops a value or currency sent by the browser: the server decides how much was bought', async () => {
    const dto = await validateDto(PurchaseConversionDto, { checkoutSessionId: 'cs_1', value: 1_000_000, currency: 'USD' });
    expect(dto).toEqual(Object.assign(new PurchaseConversionDto(), { checkoutSessionId: 'cs_1' }));
  });
});
