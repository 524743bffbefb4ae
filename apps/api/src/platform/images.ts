import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { fieldIssue, validationFailed } from '@nuzul/shared/errors';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MIN_HEIGHT,
  PHOTO_MIN_WIDTH,
  photoVariants,
  type PhotoVariant,
} from '@nuzul/shared/listings';
import type { ValidationMessageKey } from '@nuzul/shared/validation';

// Each upload is decoded once: libvips's operation cache (50 MB by default) would only hold
// memory of photos already stored.
sharp.cache(false);

/**
 * Decompression bombs: a few kilobytes can declare a gigapixel image. 50 megapixels takes
 * every phone and most cameras (8160x6120 is 49.9 MP) and bounds the decoded size.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

/** Width limits of the served variants; an image is never enlarged to reach one. */
export const PHOTO_VARIANT_WIDTHS: Record<PhotoVariant, number> = {
  thumb: 400,
  medium: 1024,
  large: 2048,
};
export const PHOTO_WEBP_QUALITY = 80;
/**
 * libwebp's effort (0-6, sharp's default 4). On a 4000x3000 test photo, 2 encoded the large
 * variant in about a third of the time of 4, at about the same size (photo-upload.bench.ts).
 */
export const PHOTO_WEBP_EFFORT = 2;

/** Decoders we accept, by what sharp finds in the bytes (never the name or declared type). */
const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'heif', 'tiff', 'gif']);
const ANIMATABLE_FORMATS = new Set<string>(['gif', 'webp']);

export interface ProcessedImage {
  /** Upright dimensions of the uploaded image. */
  width: number;
  height: number;
  /** Size of the upload. */
  bytes: number;
  /** WebP bytes per variant. */
  variants: Record<PhotoVariant, Buffer>;
}

function refuse(key: ValidationMessageKey): never {
  throw validationFailed([fieldIssue('body.file', key)]);
}

async function readMetadata(buffer: Buffer): Promise<Metadata> {
  try {
    return await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return refuse('imageOnly');
  }
}

/**
 * The resolution rule of the specification (at least 1024x768) read for either
 * orientation: a portrait photo of 768x1024 is as sharp as its landscape twin, and rooms
 * are often photographed upright. So the longer side must reach 1024 and the shorter 768.
 */
export function meetsMinimumResolution(width: number, height: number): boolean {
  return (
    Math.max(width, height) >= Math.max(PHOTO_MIN_WIDTH, PHOTO_MIN_HEIGHT) &&
    Math.min(width, height) >= Math.min(PHOTO_MIN_WIDTH, PHOTO_MIN_HEIGHT)
  );
}

/**
 * Checks an uploaded image and makes its WebP variants: upright, converted to sRGB, with
 * no metadata at all (EXIF with GPS, XMP, IPTC, ICC and comments are all dropped).
 * Refusals are 400 VALIDATION_FAILED with the message of the rule broken.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  if (buffer.length > PHOTO_MAX_BYTES) refuse('imageTooLarge');
  const meta = await readMetadata(buffer);
  if (!ACCEPTED_FORMATS.has(meta.format)) refuse('imageOnly');
  if (ANIMATABLE_FORMATS.has(meta.format) && (meta.pages ?? 1) > 1) refuse('imageOnly');

  const { width, height } = meta.autoOrient;
  if (!meetsMinimumResolution(width, height)) refuse('imageTooSmall');
  if (width * height > IMAGE_MAX_INPUT_PIXELS) refuse('tooLarge');

  // Decode once to the largest variant's pixels, then derive the smaller ones from them.
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await sharp(buffer, {
      limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
      failOn: 'error',
      autoOrient: true,
      pages: 1,
    })
      .resize({ width: PHOTO_VARIANT_WIDTHS.large, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt data).
    return refuse('imageOnly');
  }

  const { data, info } = largest;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = (targetWidth: number) =>
    sharp(data, { raw })
      .resize({ width: targetWidth, withoutEnlargement: true })
      .webp({ quality: PHOTO_WEBP_QUALITY, effort: PHOTO_WEBP_EFFORT })
      .toBuffer();
  const encoded = await Promise.all(
    photoVariants.map((variant) => encode(PHOTO_VARIANT_WIDTHS[variant])),
  );
  const variants = Object.fromEntries(
    photoVariants.map((variant, index) => [variant, encoded[index]!]),
  ) as Record<PhotoVariant, Buffer>;
  return { width, height, bytes: buffer.length, variants };
}

export interface SquareImageOptions {
  /** The shorter side must reach this; below it the image is refused with `tooSmall`. */
  minSide: number;
  /** Square variants to make, by name, in pixels. */
  sizes: Record<string, number>;
  tooSmall: ValidationMessageKey;
}

/**
 * Checks an uploaded image like a photo (by content, size, animation and pixel limits) but
 * without the 1024x768 rule, and makes centre-cropped square WebP variants: upright, sRGB,
 * without metadata. A variant is never larger than the upload's shorter side.
 */
export async function processSquareImage(
  buffer: Buffer,
  options: SquareImageOptions,
): Promise<Record<string, Buffer>> {
  if (buffer.length > PHOTO_MAX_BYTES) refuse('imageTooLarge');
  const meta = await readMetadata(buffer);
  if (!ACCEPTED_FORMATS.has(meta.format)) refuse('imageOnly');
  if (ANIMATABLE_FORMATS.has(meta.format) && (meta.pages ?? 1) > 1) refuse('imageOnly');
  const { width, height } = meta.autoOrient;
  if (Math.min(width, height) < options.minSide) refuse(options.tooSmall);
  if (width * height > IMAGE_MAX_INPUT_PIXELS) refuse('tooLarge');

  const side = Math.min(width, height);
  const largest = Math.min(side, Math.max(...Object.values(options.sizes)));
  let square: { data: Buffer; info: OutputInfo };
  try {
    square = await sharp(buffer, {
      limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
      failOn: 'error',
      autoOrient: true,
      pages: 1,
    })
      .resize({ width: largest, height: largest, fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refuse('imageOnly');
  }
  const { data, info } = square;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const entries = await Promise.all(
    Object.entries(options.sizes).map(async ([name, size]) => {
      const target = Math.min(size, info.width);
      const bytes = await sharp(data, { raw })
        .resize({ width: target, height: target })
        .webp({ quality: PHOTO_WEBP_QUALITY, effort: PHOTO_WEBP_EFFORT })
        .toBuffer();
      return [name, bytes] as const;
    }),
  );
  return Object.fromEntries(entries);
}
