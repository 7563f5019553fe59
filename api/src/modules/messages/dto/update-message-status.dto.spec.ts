import { CONTACT_ADMIN_MESSAGES } from '@ledgerleaf/contracts';
import { validateDto } from '../../../common/validation/validate-dto';
import { ValidationFailedException } from '../../../common/validation/validation-failed.exception';
import { UpdateMessageStatusDto } from './update-message-status.dto';

async function fieldErrors(value: object) {
  try {
    await validateDto(UpdateMessageStatusDto, value);
    return {};
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.fields;
    throw error;
  }
}

describe('UpdateMessageStatusDto', () => {
  it('lets "unread" through to the service, which has its own answer, and refuses any other word', async () => {
    expect(await fieldErrors({ status: 'unread' })).toEqual({});
    expect(await fieldErrors({ status: 'read' })).toEqual({});
    expect(await fieldErrors({ status: 'archived' })).toEqual({ status: [CONTACT_ADMIN_MESSAGES.messageStatusInvalid] });
  });
});
