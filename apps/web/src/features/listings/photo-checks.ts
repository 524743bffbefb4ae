import { PHOTO_MAX_BYTES, PHOTO_MIN_HEIGHT, PHOTO_MIN_WIDTH } from '@nuzul/shared/listings';
import { messageKey } from '@nuzul/shared/validation';

export interface ImageSize {
  width: number;
  height: number;
}

/** Types every browser decodes; others (HEIC, TIFF) are left for the server to judge. */
const decodableTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/bmp',
]);

/** The rule the API applies, for either orientation: long side ≥ 1024, short side ≥ 768. */
export function meetsMinimumResolution({ width, height }: ImageSize): boolean {
  return (
    Math.max(width, height) >= Math.max(PHOTO_MIN_WIDTH, PHOTO_MIN_HEIGHT) &&
    Math.min(width, height) >= Math.min(PHOTO_MIN_WIDTH, PHOTO_MIN_HEIGHT)
  );
}

/** Decodes the file with an Image object; the blob: URL is allowed by the CSP's img-src. */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('undecodable image'));
    };
    image.src = url;
  });
}

/**
 * The checks of spec §5 the browser can make before sending a photo, with the messages the
 * API gives (`validation.<key>`): image type, under 5 MB, at least 1024x768 px. Resolves
 * with the message key of the first rule broken, or null.
 */
export async function precheckImage(
  file: File,
  readSize: (file: File) => Promise<ImageSize> = readImageSize,
): Promise<string | null> {
  if (!file.type.startsWith('image/')) return messageKey('imageOnly');
  if (file.size > PHOTO_MAX_BYTES) return messageKey('imageTooLarge');
  let size: ImageSize;
  try {
    size = await readSize(file);
  } catch {
    return decodableTypes.has(file.type) ? messageKey('imageOnly') : null;
  }
  return meetsMinimumResolution(size) ? null : messageKey('imageTooSmall');
}
