import type { Photo } from '@nuzul/shared/listings';
import { describe, expect, it } from 'vitest';
import {
  mergeServerPhotos,
  missingImageTypes,
  movePhoto,
  normalizePhotos,
  photosChanged,
  removePhoto,
  setMainPhoto,
  toPhotosSection,
  updatePhoto,
} from './photo-order';

function photo(id: string, position: number, change: Partial<Photo> = {}): Photo {
  return {
    id,
    description: `Photo ${id}`,
    imageTypeIds: [201],
    position,
    isMain: false,
    width: 1024,
    height: 768,
    urls: { thumb: `/t/${id}`, medium: `/m/${id}`, large: `/l/${id}` },
    ...change,
  };
}

const ids = (photos: Photo[]) => photos.map((p) => p.id);
const positions = (photos: Photo[]) => photos.map((p) => p.position);

const four = () => [photo('a', 0, { isMain: true }), photo('b', 1), photo('c', 2), photo('d', 3)];

describe('movePhoto', () => {
  it('moves a photo forward and keeps the positions 0..n-1', () => {
    const moved = movePhoto(four(), 'a', 'c');
    expect(ids(moved)).toEqual(['b', 'c', 'a', 'd']);
    expect(positions(moved)).toEqual([0, 1, 2, 3]);
  });

  it('moves a photo backward and keeps the positions 0..n-1', () => {
    const moved = movePhoto(four(), 'd', 'a');
    expect(ids(moved)).toEqual(['d', 'a', 'b', 'c']);
    expect(positions(moved)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the main photo where it went', () => {
    const moved = movePhoto(four(), 'a', 'd');
    expect(moved.find((p) => p.isMain)?.id).toBe('a');
    expect(moved.filter((p) => p.isMain)).toHaveLength(1);
  });

  it('changes nothing for an unknown photo or a drop on itself', () => {
    expect(ids(movePhoto(four(), 'x', 'a'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(movePhoto(four(), 'b', 'b'))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('normalizePhotos', () => {
  it('numbers from 0 in the given order and makes the first main when none is', () => {
    const photos = normalizePhotos([photo('x', 7), photo('y', 3)]);
    expect(positions(photos)).toEqual([0, 1]);
    expect(photos.map((p) => p.isMain)).toEqual([true, false]);
  });

  it('keeps one main photo when several claim it', () => {
    const photos = normalizePhotos([
      photo('x', 0),
      photo('y', 1, { isMain: true }),
      photo('z', 2, { isMain: true }),
    ]);
    expect(photos.map((p) => p.isMain)).toEqual([false, true, false]);
  });
});

describe('removePhoto', () => {
  it('renumbers the rest and hands the main flag on when the main photo goes', () => {
    const rest = removePhoto(four(), 'a');
    expect(ids(rest)).toEqual(['b', 'c', 'd']);
    expect(positions(rest)).toEqual([0, 1, 2]);
    expect(rest[0]?.isMain).toBe(true);
  });
});

describe('setMainPhoto and updatePhoto', () => {
  it('makes exactly one photo main', () => {
    const photos = setMainPhoto(four(), 'c');
    expect(photos.filter((p) => p.isMain).map((p) => p.id)).toEqual(['c']);
  });

  it('changes only the photo named', () => {
    const photos = updatePhoto(four(), 'b', { description: 'Kitchen', imageTypeIds: [205] });
    expect(photos[1]).toMatchObject({ description: 'Kitchen', imageTypeIds: [205] });
    expect(photos[0]?.description).toBe('Photo a');
  });
});

describe('mergeServerPhotos', () => {
  it('keeps local edits, adds uploads at the end and drops deleted photos', () => {
    const draft = updatePhoto(movePhoto(four(), 'd', 'a'), 'b', { description: 'Edited' });
    const server = [...four().filter((p) => p.id !== 'c'), photo('e', 4)];
    const merged = mergeServerPhotos(draft, server);
    expect(ids(merged)).toEqual(['d', 'a', 'b', 'e']);
    expect(positions(merged)).toEqual([0, 1, 2, 3]);
    expect(merged[2]?.description).toBe('Edited');
  });
});

describe('photosChanged', () => {
  it('is false for the server order and true after a move or an edit', () => {
    const server = four();
    expect(photosChanged(normalizePhotos(server), server)).toBe(false);
    expect(photosChanged(movePhoto(server, 'a', 'b'), server)).toBe(true);
    expect(photosChanged(updatePhoto(server, 'a', { description: 'New' }), server)).toBe(true);
  });

  it('ignores the order of image types', () => {
    const server = [photo('a', 0, { isMain: true, imageTypeIds: [202, 201] })];
    expect(photosChanged(updatePhoto(server, 'a', { imageTypeIds: [201, 202] }), server)).toBe(
      false,
    );
  });
});

describe('toPhotosSection and missingImageTypes', () => {
  it('sends each photo with its trimmed description, types, position and main flag', () => {
    const [first] = toPhotosSection([
      photo('a', 0, { isMain: true, description: '  Bed  ' }),
    ]).photos;
    expect(first).toEqual({
      id: 'a',
      description: 'Bed',
      imageTypeIds: [201],
      position: 0,
      isMain: true,
    });
  });

  it('names the required image types no photo has', () => {
    expect(missingImageTypes(four(), [201, 202])).toEqual([202]);
  });
});
