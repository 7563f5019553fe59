import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiPayloadTooLargeResponse, ApiQuery } from '@nestjs/swagger';
import { CONVERSATION_ATTACHMENT_FIELD, CONVERSATION_LIMITS } from '@ledgerleaf/contracts';

/** The page query and answer, the same for the client and staff. */
export const ApiConversationPage = () =>
  applyDecorators(
    ApiQuery({ name: 'before', required: false, description: 'A message id: the page of messages older than it' }),
    ApiQuery({ name: 'limit', required: false, description: `1 to ${CONVERSATION_LIMITS.pageMax} (default ${CONVERSATION_LIMITS.pageDefault})` }),
    ApiOkResponse({ description: 'items newest first (messages and question cards), nextBefore, unreadCount, otherSideRead' }),
    ApiBadRequestResponse({ description: 'before is not a message of this thread, or limit out of range' }),
  );

export const ApiSendMessage = () =>
  applyDecorators(
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        properties: {
          text: { type: 'string', maxLength: CONVERSATION_LIMITS.textMax },
          [CONVERSATION_ATTACHMENT_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } },
        },
      },
    }),
    ApiOkResponse({ description: '{ message }' }),
    ApiBadRequestResponse({ description: 'No text and no file; text too long; a file that is not an accepted document' }),
    ApiPayloadTooLargeResponse({ description: `More than ${CONVERSATION_LIMITS.maxAttachments} files, or a file over the submissions size limit` }),
  );
