import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { STAFF_MESSAGES, STAFF_PHOTO } from '@ledgerleaf/contracts';
import sharp from 'sharp';
import { IsNull, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { OpenedFile } from '../../common/http/file-response';
import { FileStorage } from '../../common/storage/file-storage';
import type { StoredPart } from '../../common/storage/upload-storage-engine';
import { isRowId } from '../../database/columns';
import { User } from './entities/user.entity';

/** Kinds sharp decodes here (HEIC needs a converter the API process does not carry). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Pixels sharp accepts from a photo (a 50-megapixel phone photo is the largest sensible), as for receipts. */
const MAX_INPUT_PIXELS = 60_000_000;

const noPhoto = () => new DomainException(DomainErrorKind.NOT_FOUND, STAFF_MESSAGES.noPhoto);

/** A short version tag of a photo's key for its URL, so a new photo is not served from a cache. */
export const photoVersion = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 12);

/**
 * Staff profile photos: the upload arrives under the submissions' document rules (kinds by
 * content), must be an image, and is turned by its EXIF orientation, cropped to a square of
 * STAFF_PHOTO.side px and stored as JPEG (no metadata kept); the original is removed. Served
 * to staff, and to a client for their own active account manager only.
 */
@Injectable()
export class StaffPhotosService {
  private readonly logger = new Logger('StaffPhotos');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly storage: FileStorage,
  ) {}

  /** Replaces the staff member's photo with the uploaded image; the upload itself is always removed. */
  async set(staffId: number, upload: StoredPart | undefined): Promise<void> {
    try {
      if (!upload || upload.fieldname !== STAFF_PHOTO.field) throw new DomainException(DomainErrorKind.INVALID, STAFF_MESSAGES.photoField);
      if (!PHOTO_TYPES.has(upload.detectedMimeType)) throw new DomainException(DomainErrorKind.INVALID, STAFF_MESSAGES.photoNotImage);
      let jpeg: Buffer;
      try {
        jpeg = await sharp(await this.storage.readBuffer(upload.key), { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(STAFF_PHOTO.side, STAFF_PHOTO.side, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer();
      } catch {
        throw new DomainException(DomainErrorKind.INVALID, STAFF_MESSAGES.photoUnreadable);
      }
      const stored = await this.storage.save(jpeg, 'photo.jpg');
      const previous = await this.users.findOne({ where: { id: staffId, isAdmin: true }, select: { id: true, photoKey: true } });
      await this.users.update({ id: staffId, isAdmin: true }, { photoKey: stored.key });
      if (previous?.photoKey) await this.remove(previous.photoKey);
    } finally {
      if (upload) await this.remove(upload.key);
    }
  }

  /** Removes the staff member's photo (the card shows initials again). */
  async clear(staffId: number): Promise<void> {
    const row = await this.users.findOne({ where: { id: staffId, isAdmin: true }, select: { id: true, photoKey: true } });
    if (!row?.photoKey) return;
    await this.users.update({ id: staffId }, { photoKey: null });
    await this.remove(row.photoKey);
  }

  /** A staff member's photo for staff (the console); 404 when there is none. */
  async ofStaff(staffId: number): Promise<OpenedFile> {
    const row = isRowId(staffId) ? await this.users.findOne({ where: { id: staffId, isAdmin: true }, select: { id: true, photoKey: true } }) : null;
    return this.opened(row?.photoKey ?? null);
  }

  /** The photo of the client's own active account manager; 404 for anything else (no manager, none, deactivated). */
  async ofManagerOf(clientId: number): Promise<OpenedFile> {
    const client = await this.users.findOne({ where: { id: clientId, isAdmin: false, deletionRequestedAt: IsNull() }, relations: { accountManager: true } });
    const manager = client?.accountManager;
    const active = manager && manager.isAdmin && !manager.staffDeactivatedAt && !manager.deletionRequestedAt;
    return this.opened(active ? manager.photoKey : null);
  }

  private async opened(key: string | null): Promise<OpenedFile> {
    if (!key || !(await this.storage.exists(key))) throw noPhoto();
    const content = await this.storage.readBuffer(key);
    return { originalName: 'photo.jpg', mimeType: 'image/jpeg', size: content.length, open: () => this.storage.read(key) };
  }

  /** A stored upload the request does not use (a second file part). */
  discard(key: string): Promise<void> {
    return this.remove(key);
  }

  private async remove(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`Could not remove stored photo ${key}: ${String(error)}`);
    }
  }
}
