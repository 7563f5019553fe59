import { Injectable } from '@nestjs/common';
import { STAFF_MESSAGES, STAFF_PHOTO } from '@ledgerleaf/contracts';
import { FileStorage } from '../../../common/storage/file-storage';
import { documentInspector, FileUploadInterceptor } from '../../../common/uploads/file-upload.interceptor';

/** PUT /api/admin/staff/me/photo: one `photo` part under the submissions' document rules (kinds by content, size limit); the service keeps images only. */
@Injectable()
export class PhotoUploadInterceptor extends FileUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, {
      inspector: documentInspector(STAFF_PHOTO.field, STAFF_MESSAGES.photoField),
      maxFiles: 1,
      tooManyFiles: STAFF_MESSAGES.photoField,
    });
  }
}
