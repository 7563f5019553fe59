import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { CreateMessageDto } from './create-message.dto';
import { fieldErrors } from '../../../../test/helpers/field-errors';

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Hannah',
  lastName: 'Kowalski',
  email: 'hannah@kowalskiyoga.ca',
  phone: '+1 (306) 555-0188',
  question: 'Do you file GST for yoga studios?',
  ...overrides,
});

describe('CreateMessageDto', () => {
  it('counts the question after trimming it, so spaces cannot make up the minimum', async () => {
    const tooShort = ` ${'x'.repeat(LIMITS.questionMin - 1)}        `;
    expect(await fieldErrors(CreateMessageDto, contact({ question: tooShort }))).toEqual({ question: [VALIDATION.questionMin] });
    expect(await fieldErrors(CreateMessageDto, contact({ question: 'x'.repeat(LIMITS.questionMin) }))).toEqual({});
    expect(await fieldErrors(CreateMessageDto, contact({ question: 'x'.repeat(LIMITS.questionMax + 1) }))).toEqual({ question: [VALIDATION.questionMax] });
  });

  it("reports each wrong contact field with the spec's message", async () => {
    expect(await fieldErrors(CreateMessageDto, contact({ email: 'hannah@', phone: '555-0188', firstName: ' ' }))).toEqual({
      firstName: [VALIDATION.firstNameRequired],
      email: [VALIDATION.invalidEmail],
      phone: [VALIDATION.phoneMin],
    });
  });

  it('accepts anything in the spam trap, so a bot learns nothing from a validation error, and drops a status the visitor sends', async () => {
    expect(await fieldErrors(CreateMessageDto, contact({ website: 'http://spam.example' }))).toEqual({});
    expect((await validateDto(CreateMessageDto, contact({ website: 'x', status: 'read' }))) as unknown as Record<string, unknown>).toMatchObject({
      website: 'x',
    });
    expect(((await validateDto(CreateMessageDto, contact({ status: 'read' }))) as unknown as Record<string, unknown>).status).toBeUndefined();
  });
});
