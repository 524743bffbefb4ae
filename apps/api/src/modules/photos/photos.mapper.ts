import { photoUrlsFor, type Photo } from '@nuzul/shared/listings';
import type { PhotoRow } from './photos.repository';

export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    description: row.description,
    imageTypeIds: row.imageTypeIds,
    position: row.position,
    isMain: row.isMain,
    width: row.width,
    height: row.height,
    urls: photoUrlsFor(row.storageKey),
  };
}
