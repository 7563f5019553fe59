import { VALIDATION } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { ValidationFailedException } from '../../../common/validation/validation-failed.exception';
import { CreateCallRequestDto } from './create-call-request.dto';

const input = (overrides: Partial<CreateCallRequestDto>) => ({
  firstName: 'Hannah',
  lastName: 'Kowalski',
  email: 'hannah@kowalskiyoga.ca',
  phone: '+1 (306) 555-0188',
  preferredTime: '14:00',
  ...overrides,
});

const fieldErrors = async (value: object) => {
  try {
    await validateDto(CreateCallRequestDto, value);
    return {};
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.fields;
    throw error;
  }
};

describe('CreateCallRequestDto preferred date', () => {
  // 03:00 UTC on 22 November: still the 21st in Toronto, already the 22nd in Tokyo.
  beforeAll(() => jest.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] }));
  afterAll(() => jest.useRealTimers());

  it("accepts today on the caller's calendar even where UTC has moved on", async () => {
    expect(await fieldErrors(input({ preferredDate: '2026-11-21', timezone: 'America/Toronto' }))).toEqual({});
  });

  it("refuses yesterday on the caller's calendar even where UTC has not moved on", async () => {
    expect(await fieldErrors(input({ preferredDate: '2026-11-21', timezone: 'Asia/Tokyo' }))).toEqual({ preferredDate: [VALIDATION.preferredDatePast] });
    expect(await fieldErrors(input({ preferredDate: '2026-11-22', timezone: 'Asia/Tokyo' }))).toEqual({});
  });

  it('blames only the time zone when it is unknown, judging the date by the earliest calendar on Earth', async () => {
    expect(await fieldErrors(input({ preferredDate: '2026-11-21', timezone: 'Atlantis/Capital' }))).toEqual({ timezone: [VALIDATION.timezoneInvalid] });
    expect(await fieldErrors(input({ preferredDate: '2026-11-20', timezone: 'Atlantis/Capital' }))).toEqual({
      preferredDate: [VALIDATION.preferredDatePast],
      timezone: [VALIDATION.timezoneInvalid],
    });
  });

  it('refuses dates before 1900-01-01 and dates that do not exist', async () => {
    expect(await fieldErrors(input({ preferredDate: '1899-12-31', timezone: 'UTC' }))).toEqual({ preferredDate: [VALIDATION.preferredDatePast] });
    expect(await fieldErrors(input({ preferredDate: '2027-02-29', timezone: 'UTC' }))).toEqual({ preferredDate: [VALIDATION.preferredDateInvalid] });
    expect(await fieldErrors(input({ preferredDate: '2028-02-29', timezone: 'UTC' }))).toEqual({});
  });
});
