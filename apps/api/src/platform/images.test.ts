import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@nuzul/shared/errors';
import { PHOTO_MAX_BYTES } from '@nuzul/shared/listings';
import {
  jpegImage,
  jpegWithGps,
  pngOfExactSize,
  sidewaysJpeg,
  svgImage,
} from '../test/test-images';
import { IMAGE_MAX_INPUT_PIXELS, meetsMinimumResolution, processImage } from './images';

async function refusal(input: Buffer): Promise<AppError> {
  const error = await processImage(input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('processImage', () => {
  it('accepts a 1024x768 JPEG and makes WebP variants that are never enlarged', async () => {
    const image = await processImage(await jpegImage(1024, 768));
    expect(image).toMatchObject({ width: 1024, height: 768 });
    const sizes = await Promise.all(
      (['thumb', 'medium', 'large'] as const).map((v) => sharp(image.variants[v]).metadata()),
    );
    expect(sizes.map((m) => m.format)).toEqual(['webp', 'webp', 'webp']);
    expect(sizes.map((m) => [m.width, m.height])).toEqual([
      [400, 300],
      [1024, 768],
      [1024, 768],
    ]);
  });

  it('limits the variants to 400, 1024 and 2048 px wide', async () => {
    const image = await processImage(await jpegImage(3000, 2000));
    const widths = await Promise.all(
      Object.values(image.variants).map(async (v) => (await sharp(v).metadata()).width),
    );
    expect(widths).toEqual([400, 1024, 2048]);
  });

  it('refuses 1023x768 with the resolution message', async () => {
    const error = await refusal(await jpegImage(1023, 768));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Image must be at least 1024x768 px');
    expect(error.details).toEqual([
      { path: 'body.file', code: 'imageTooSmall', message: 'Image must be at least 1024x768 px' },
    ]);
  });

  it('reads the resolution rule for either orientation: 768x1024 yes, 1024x767 no', async () => {
    expect(meetsMinimumResolution(768, 1024)).toBe(true);
    expect(meetsMinimumResolution(1024, 768)).toBe(true);
    expect(meetsMinimumResolution(1024, 767)).toBe(false);
    expect(meetsMinimumResolution(767, 1024)).toBe(false);
    expect(meetsMinimumResolution(1000, 1000)).toBe(false);
    expect((await processImage(await jpegImage(768, 1024))).height).toBe(1024);
  });

  it('turns an image upright by its EXIF orientation and drops the tag', async () => {
    const image = await processImage(await sidewaysJpeg(1200, 900));
    expect(image).toMatchObject({ width: 900, height: 1200 });
    const large = await sharp(image.variants.large).metadata();
    expect([large.width, large.height]).toEqual([900, 1200]);
    expect(large.orientation).toBeUndefined();
  });

  it('strips EXIF with the GPS position, and every other metadata block', async () => {
    const input = await jpegWithGps(1200, 900);
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('NuzulCam');
    const image = await processImage(input);
    for (const variant of Object.values(image.variants)) {
      const meta = await sharp(variant).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(variant.toString('latin1')).not.toContain('NuzulCam');
    }
  });

  it('converts a Display P3 image to sRGB and drops the profile', async () => {
    const srgb = { r: 200, g: 100, b: 50 };
    const p3 = await sharp({ create: { width: 1024, height: 768, channels: 3, background: srgb } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const image = await processImage(p3);
    const meta = await sharp(image.variants.thumb).metadata();
    expect(meta.hasProfile).toBe(false);
    const [r, g, b] = await sharp(image.variants.thumb).raw().toBuffer();
    expect(Math.abs(r! - srgb.r) + Math.abs(g! - srgb.g) + Math.abs(b! - srgb.b)).toBeLessThan(12);
  });

  it('refuses a text file whatever its name says', async () => {
    const error = await refusal(Buffer.from('not an image, only text named photo.jpg'));
    expect(error.message).toBe('Image files only');
  });

  it('refuses SVG, which could carry script', async () => {
    expect((await refusal(svgImage)).message).toBe('Image files only');
  });

  it('refuses an animated GIF', async () => {
    const frame = { width: 1024, height: 768, channels: 3 as const, background: '#fff' };
    const gif = await sharp(
      [
        await sharp({ create: frame }).png().toBuffer(),
        await sharp({ create: { ...frame, background: '#000' } })
          .png()
          .toBuffer(),
      ],
      { join: { animated: true } },
    )
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    expect((await refusal(gif)).message).toBe('Image files only');
  });

  it('accepts a still GIF', async () => {
    const gif = await sharp({
      create: { width: 1024, height: 768, channels: 3, background: '#3F72AF' },
    })
      .gif()
      .toBuffer();
    expect((await processImage(gif)).width).toBe(1024);
  });

  it('refuses a truncated JPEG whose header still reads', async () => {
    const jpeg = await jpegWithGps(1200, 900);
    const error = await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error.message).toBe('Image files only');
  });

  it('refuses more than PHOTO_MAX_BYTES and accepts exactly PHOTO_MAX_BYTES', async () => {
    const over = await pngOfExactSize(1024, 768, PHOTO_MAX_BYTES + 1);
    expect((await refusal(over)).message).toBe('Image must be under 5 MB');
    const exact = await pngOfExactSize(1024, 768, PHOTO_MAX_BYTES);
    expect((await processImage(exact)).bytes).toBe(PHOTO_MAX_BYTES);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_INPUT_PIXELS)) + 1;
    // A flat PNG compresses to a few kilobytes however many pixels it declares.
    const bomb = await sharp({
      create: { width: side, height: side, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect((await refusal(bomb)).message).toBe('This value is too large');
  });
});
