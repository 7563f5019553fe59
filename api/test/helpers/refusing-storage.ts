import type { FileStorage } from '../../src/common/storage/file-storage';

/** Storage refusing to remove one file (as an unreachable bucket would) until the returned spy is restored; other files go as usual. */
export function refuseToRemove(storage: FileStorage, key: string): jest.SpyInstance {
  const deleteFile = storage.delete.bind(storage);
  return jest.spyOn(storage, 'delete').mockImplementation((k) => (k === key ? Promise.reject(new Error('storage unavailable')) : deleteFile(k)));
}
