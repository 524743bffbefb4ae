import type { Photo, PhotosSection } from '@nuzul/shared/listings';

/** A photo as the photos step edits it. */
export type PhotoDraft = Photo;

const byPosition = (a: PhotoDraft, b: PhotoDraft): number => a.position - b.position;

/** Positions 0..n-1 in the given order, exactly one main photo (the first when none is). */
export function normalizePhotos(photos: readonly PhotoDraft[]): PhotoDraft[] {
  const mainIndex = photos.findIndex((photo) => photo.isMain);
  return photos.map((photo, index) => ({
    ...photo,
    position: index,
    isMain: index === (mainIndex === -1 ? 0 : mainIndex),
  }));
}

/** Server photos in their order (position, then as listed). */
export function sortedPhotos(photos: readonly PhotoDraft[]): PhotoDraft[] {
  return [...photos].sort(byPosition);
}

/** Moves one photo to where another is; the others shift, positions stay 0..n-1. */
export function movePhoto(
  photos: readonly PhotoDraft[],
  activeId: string,
  overId: string,
): PhotoDraft[] {
  const from = photos.findIndex((photo) => photo.id === activeId);
  const to = photos.findIndex((photo) => photo.id === overId);
  if (from === -1 || to === -1 || from === to) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return normalizePhotos(next);
}

export function setMainPhoto(photos: readonly PhotoDraft[], id: string): PhotoDraft[] {
  return photos.map((photo) => ({ ...photo, isMain: photo.id === id }));
}

export function removePhoto(photos: readonly PhotoDraft[], id: string): PhotoDraft[] {
  return normalizePhotos(photos.filter((photo) => photo.id !== id));
}

export function updatePhoto(
  photos: readonly PhotoDraft[],
  id: string,
  change: Partial<Pick<PhotoDraft, 'description' | 'imageTypeIds'>>,
): PhotoDraft[] {
  return photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo));
}

/**
 * The draft after the server's list changed (an upload or a delete): local edits of the
 * photos still there are kept, new photos join at the end, deleted ones leave.
 */
export function mergeServerPhotos(
  draft: readonly PhotoDraft[],
  server: readonly PhotoDraft[],
): PhotoDraft[] {
  const serverIds = new Set(server.map((photo) => photo.id));
  const draftIds = new Set(draft.map((photo) => photo.id));
  const kept = draft.filter((photo) => serverIds.has(photo.id));
  const added = sortedPhotos(server).filter((photo) => !draftIds.has(photo.id));
  return normalizePhotos([...kept, ...added]);
}

type Editable = Pick<PhotoDraft, 'id' | 'description' | 'imageTypeIds' | 'position' | 'isMain'>;

function editable(photo: Editable): Editable {
  return {
    id: photo.id,
    description: photo.description,
    imageTypeIds: [...photo.imageTypeIds].sort((a, b) => a - b),
    position: photo.position,
    isMain: photo.isMain,
  };
}

/** Whether the draft differs from what the server holds (the photos' unsaved-change flag). */
export function photosChanged(
  draft: readonly PhotoDraft[],
  server: readonly PhotoDraft[],
): boolean {
  const a = draft.map(editable);
  const b = sortedPhotos(server).map(editable);
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** The body of PUT /properties/:id/photos. */
export function toPhotosSection(draft: readonly PhotoDraft[]): PhotosSection {
  return {
    photos: draft.map((photo) => ({
      id: photo.id,
      description: photo.description.trim(),
      imageTypeIds: photo.imageTypeIds,
      position: photo.position,
      isMain: photo.isMain,
    })),
  };
}

/** The required image types (ids) that no photo has yet. */
export function missingImageTypes(
  photos: readonly PhotoDraft[],
  requiredTypeIds: readonly number[],
): number[] {
  const present = new Set(photos.flatMap((photo) => photo.imageTypeIds));
  return requiredTypeIds.filter((id) => !present.has(id));
}
