import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const background = { r: 136, g: 170, b: 204 };

/** A plain JPEG of the given size, made by sharp itself. */
export function jpegImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** A camera-like JPEG: EXIF with the make and a GPS position (Riyadh). */
export function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'NuzulCam', Model: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A JPEG stored sideways with EXIF orientation 6: upright it is height x width. */
export function sidewaysJpeg(storedWidth: number, storedHeight: number): Promise<Buffer> {
  return sharp({ create: { width: storedWidth, height: storedHeight, channels: 3, background } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/**
 * A photo-like JPEG: colour gradients with grain, so that it decodes and compresses like a
 * camera picture rather than a flat colour.
 */
export function photoLikeJpeg(width: number, height: number, quality = 85): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 0x9e3779b9;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const grain = ((seed >>> 0) % 33) - 16;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, ((x * 255) / width + grain) | 0));
      pixels[at + 1] = Math.max(0, Math.min(255, ((y * 255) / height + grain) | 0));
      pixels[at + 2] = Math.max(0, Math.min(255, 128 + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of exactly `bytes` bytes: a real image whose size is made up by a text
 * chunk (tEXt "Comment") before IEND, as PNG writers may add.
 */
export async function pngOfExactSize(
  width: number,
  height: number,
  bytes: number,
): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const iendAt = png.length - 12;
  const chunkOverhead = 12 + 'Comment\0'.length;
  const fill = bytes - png.length - chunkOverhead;
  if (fill < 0) throw new Error(`a ${width}x${height} PNG is already ${png.length} bytes`);
  const text = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(fill, 0x61)]);
  const out = Buffer.concat([
    png.subarray(0, iendAt),
    pngChunk('tEXt', text),
    png.subarray(iendAt),
  ]);
  if (out.length !== bytes) throw new Error('size arithmetic is off');
  return out;
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="1536">' +
    '<rect width="2048" height="1536" fill="#3F72AF"/></svg>',
);

/** Multipart form data with one file part, as a browser sends it. */
export function multipartFile(
  file: Buffer,
  { field = 'file', filename = 'photo.jpg', contentType = 'image/jpeg' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nuzul${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
