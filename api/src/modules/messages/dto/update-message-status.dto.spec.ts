import { CONTACT_ADMIN_MESSAGES } from '@ledgerleaf/contracts';
import { UpdateMessageStatusDto } from './update-message-status.dto';
import { fieldErrors } from '../../../../test/helpers/field-errors';

const errorsOf = (value: object) => fieldErrors(UpdateMessageStatusDto, value);

describe('UpdateMessageStatusDto', () => {
  it('lets "unread" through to the service, which has its own answer, and refuses any other word', async () => {
    expect(await errorsOf({ status: 'unread' })).toEqual({});
    expect(await errorsOf({ status: 'read' })).toEqual({});
    expect(await errorsOf({ status: 'archived' })).toEqual({ status: [CONTACT_ADMIN_MESSAGES.messageStatusInvalid] });
  });
});
