import { Injectable } from '@nestjs/common';
import { CONVERSATION_ATTACHMENT_FIELD, CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@ledgerleaf/contracts';
import { FileStorage } from '../../../common/storage/file-storage';
import { documentInspector, FileUploadInterceptor } from '../../../common/uploads/file-upload.interceptor';

/**
 * POST …/conversation/messages: JSON (text only), or multipart with `text` and up to
 * CONVERSATION_LIMITS.maxAttachments `attachments`, under the submissions' document rules
 * (kinds by content, size limits, messages; the daily byte budget is the route's DOCUMENT_BYTES_PER_DAY).
 */
@Injectable()
export class AttachmentsUploadInterceptor extends FileUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, {
      inspector: documentInspector(CONVERSATION_ATTACHMENT_FIELD, CONVERSATION_MESSAGES.attachmentField),
      maxFiles: CONVERSATION_LIMITS.maxAttachments,
      tooManyFiles: CONVERSATION_MESSAGES.tooManyAttachments,
      jsonToo: true,
    });
  }
}
