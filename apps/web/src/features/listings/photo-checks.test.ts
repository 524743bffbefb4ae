import { describe, expect, it, vi } from 'vitest';
import { meetsMinimumResolution, precheckImage, type ImageSize } from './photo-checks';

function file(type: string, bytes = 1000, name = 'photo.jpg'): File {
  const content = new Uint8Array(bytes);
  return new File([content], name, { type });
}

const sized = (size: ImageSize) => vi.fn(async () => size);
const undecodable = vi.fn(async (): Promise<ImageSize> => {
  throw new Error('undecodable');
});

describe('precheckImage', () => {
  it('accepts an image of 1024x768 under 5 MB', async () => {
    await expect(
      precheckImage(file('image/jpeg'), sized({ width: 1024, height: 768 })),
    ).resolves.toBeNull();
  });

  it('refuses a file that is not an image, before reading it', async () => {
    const read = sized({ width: 2000, height: 1500 });
    await expect(precheckImage(file('application/pdf'), read)).resolves.toBe(
      'validation.imageOnly',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses an image of more than 5 MB', async () => {
    const big = file('image/png', 5 * 1024 * 1024 + 1);
    await expect(precheckImage(big, sized({ width: 2000, height: 1500 }))).resolves.toBe(
      'validation.imageTooLarge',
    );
  });

  it('accepts exactly 5 MB, as the API does', async () => {
    const limit = file('image/png', 5 * 1024 * 1024);
    await expect(precheckImage(limit, sized({ width: 2000, height: 1500 }))).resolves.toBeNull();
  });

  it('refuses an image smaller than 1024x768', async () => {
    await expect(
      precheckImage(file('image/jpeg'), sized({ width: 1023, height: 768 })),
    ).resolves.toBe('validation.imageTooSmall');
    await expect(
      precheckImage(file('image/jpeg'), sized({ width: 1024, height: 767 })),
    ).resolves.toBe('validation.imageTooSmall');
  });

  it('accepts an upright photo of 768x1024, as the API does', async () => {
    await expect(
      precheckImage(file('image/jpeg'), sized({ width: 768, height: 1024 })),
    ).resolves.toBeNull();
  });

  it('refuses a common image type the browser cannot decode (a broken file)', async () => {
    await expect(precheckImage(file('image/jpeg'), undecodable)).resolves.toBe(
      'validation.imageOnly',
    );
  });

  it('leaves an image type the browser does not decode (HEIC) to the server', async () => {
    await expect(
      precheckImage(file('image/heic', 1000, 'a.heic'), undecodable),
    ).resolves.toBeNull();
  });
});

describe('meetsMinimumResolution', () => {
  it.each([
    [{ width: 1024, height: 768 }, true],
    [{ width: 4000, height: 3000 }, true],
    [{ width: 768, height: 1024 }, true],
    [{ width: 1000, height: 1000 }, false],
    [{ width: 2000, height: 700 }, false],
  ])('%o → %s', (size, expected) => {
    expect(meetsMinimumResolution(size)).toBe(expected);
  });
});
